import type { Dispatch } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TZoneListItem } from '@city-parking/contract/parking/zones';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { canSearch, validateForm } from '../constructor-form.ts';
import type { ConstructorAction, ConstructorState } from '../constructor-state.ts';
import { daysLabel } from '../days-label.ts';
import { constructorTexts } from '../texts.ts';
import { SelectField } from './select-field.tsx';
import { StartDateField } from './start-date-field.tsx';
import { ZonePicker } from './zone-picker.tsx';

interface Props {
  state: ConstructorState;
  dispatch: Dispatch<ConstructorAction>;
  zones: readonly TZoneListItem[];
  vehicles: readonly string[];
  timings: readonly number[];
  bounds: { first: string; last: string };
  /** The last search's state: Next waits while it runs, and its offers explain why Next is off. */
  searchStatus: 'idle' | 'pending' | 'error' | 'success';
  onSearch: () => void;
  onReset: () => void;
}

/** The constructor's fields, Next (search) and Reset. */
export function ConstructorFormCard({ state, dispatch, zones, vehicles, timings, bounds, searchStatus, onSearch, onReset }: Props) {
  const searching = searchStatus === 'pending';
  const { t } = useTranslation(constructorTexts);
  const { language } = useLanguage();
  const { form, touched } = state;
  const errors = validateForm(form, bounds);
  const shownError = (field: keyof typeof errors) => (touched.has(field) ? errors[field] : undefined);
  const enabled = canSearch(errors, state.changedSinceSearch) && !searching;
  const vehicleError = shownError('vehicle');
  const timingError = shownError('timing');
  // Why Next is off, said beside it (a disabled button alone tells nothing).
  const why =
    Object.keys(errors).length > 0 ? t('constructor.fillAll') : !state.changedSinceSearch && searchStatus === 'success' ? t('constructor.unchanged') : '';
  return (
    <form
      className="ctor-form"
      aria-label={t('constructor.form')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (enabled) onSearch();
      }}
    >
      <ZonePicker
        zones={zones}
        selected={form.zones}
        error={shownError('zones')}
        onChange={(next) => dispatch({ type: 'change', patch: { zones: next } })}
        onBlur={() => dispatch({ type: 'touch', field: 'zones' })}
      />
      <div className="ctor-side">
        <SelectField
          label={t('constructor.vehicle')}
          placeholder={vehicles.length > 0 ? t('constructor.vehicle.choose') : t('constructor.vehicle.none')}
          value={form.vehicle}
          options={vehicles.map((vehicle) => ({ value: vehicle, label: vehicle }))}
          error={vehicleError && t(vehicleError)}
          onChange={(vehicle) => dispatch({ type: 'change', patch: { vehicle } })}
          onBlur={() => dispatch({ type: 'touch', field: 'vehicle' })}
        />
        <StartDateField
          value={form.startDate}
          first={bounds.first}
          last={bounds.last}
          error={shownError('startDate')}
          onChange={(startDate) => dispatch({ type: 'change', patch: { startDate } })}
          onBlur={() => dispatch({ type: 'touch', field: 'startDate' })}
        />
        <SelectField
          label={t('constructor.timing')}
          placeholder={t('constructor.timing.choose')}
          value={form.timing ? String(form.timing) : ''}
          options={timings.map((days) => ({ value: String(days), label: daysLabel(days, language) }))}
          error={timingError && t(timingError)}
          onChange={(value) => dispatch({ type: 'change', patch: { timing: Number(value) } })}
          onBlur={() => dispatch({ type: 'touch', field: 'timing' })}
        />
        <Group gap="sm" mt="xs">
          <Button type="submit" disabled={!enabled} loading={searching} aria-describedby="ctor-why">
            {t('constructor.search')}
          </Button>
          <Button type="button" variant="default" onClick={onReset}>
            {t('constructor.reset')}
          </Button>
        </Group>
        <p id="ctor-why" className="ctor-hint ctor-why">
          {why}
        </p>
      </div>
    </form>
  );
}
