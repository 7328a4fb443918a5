import type { ErrorName } from '../errors/error-names.ts';

/** A cost that cannot be computed; the server answers its errorName. */
export class TariffError extends Error {
  constructor(readonly errorName: Extract<ErrorName, 'CalendarIsEmpty' | 'TypeOfDayIsNotDefined' | 'TariffNotFound' | 'CostCalculationError'>) {
    super(errorName);
    this.name = 'TariffError';
  }
}
