import { useTranslation } from 'react-i18next';
import { constructorTexts } from '../texts.ts';
import { SelectField } from './select-field.tsx';
import { StartDateField } from './start-date-field.tsx';
import { ZonePicker } from './zone-picker.tsx';

const none = () => undefined;

/**
 * The form while the zones, timings and profile load: the same fields, disabled and empty, so
 * that nothing moves when they arrive.
 */
export function ConstructorSkeleton({ bounds }: { bounds: { first: string; last: string } }) {
  const { t } = useTranslation(constructorTexts);
  return (
    <div className="ctor-form" aria-busy="true">
      <ZonePicker zones={[]} selected={[]} loading onChange={none} onBlur={none} />
      <fieldset disabled className="ctor-side ctor-plain-fieldset">
        <SelectField label={t('constructor.vehicle')} placeholder="" value="" options={[]} onChange={none} onBlur={none} />
        <StartDateField value="" first={bounds.first} last={bounds.last} onChange={none} onBlur={none} />
        <SelectField label={t('constructor.timing')} placeholder="" value="" options={[]} onChange={none} onBlur={none} />
        <span className="ctor-skeleton-buttons" />
        <p className="ctor-hint ctor-why" />
      </fieldset>
    </div>
  );
}
