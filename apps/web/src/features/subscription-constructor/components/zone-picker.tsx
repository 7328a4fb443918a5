import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TZoneListItem } from '@city-parking/contract/parking/zones';
import { constructorTexts } from '../texts.ts';

interface Props {
  zones: readonly TZoneListItem[];
  selected: readonly string[];
  /** A text key of the feature's namespace, shown once the field is touched. */
  error?: string;
  /** The zones are on their way: the group is disabled and its list shows placeholder rows. */
  loading?: boolean;
  onChange: (zones: string[]) => void;
  onBlur: () => void;
}

/**
 * A searchable multiple choice of zones as a filter box above a list of checkboxes: keyboard and
 * screen readers know both natively, and Mantine's MultiSelect would bring its combobox and
 * floating engine into this page's first load (the budget leaves the page about 12 KB).
 */
export function ZonePicker({ zones, selected, error, loading = false, onChange, onBlur }: Props) {
  const { t } = useTranslation(constructorTexts);
  const id = useId();
  const [search, setSearch] = useState('');
  const chosen = useMemo(() => new Set(selected), [selected]);
  const needle = search.trim().toLocaleLowerCase();
  const shown = needle ? zones.filter((zone) => `${zone.zonenumber} ${zone.name}`.toLocaleLowerCase().includes(needle)) : zones;
  const toggle = (code: string, on: boolean) => onChange(on ? [...selected, code] : selected.filter((zone) => zone !== code));
  return (
    <fieldset
      disabled={loading}
      className="ctor-field ctor-zones"
      aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
      onBlur={(event) => {
        // Leaving the whole group, not moving between its boxes, is what touches it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
      }}
    >
      <legend className="ctor-label">{t('constructor.zones')}</legend>
      <label htmlFor={`${id}-search`} className="ctor-sublabel">
        {t('constructor.zones.search')}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className="ctor-input"
        autoComplete="off"
        placeholder={t('constructor.zones.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <p id={`${id}-count`} className="ctor-hint" aria-live="polite">
        {t('constructor.zones.selected', { n: selected.length })}
      </p>
      <ul className="ctor-zone-list" aria-label={t('constructor.zones.list')}>
        {shown.map((zone) => (
          <li key={zone.zonenumber}>
            <label className="ctor-zone">
              <input type="checkbox" checked={chosen.has(zone.zonenumber)} onChange={(event) => toggle(zone.zonenumber, event.currentTarget.checked)} />
              <span>{zone.name}</span>
              {/* The space keeps the accessible name two words apart ("Зона 102 особая зона"). */}
              {zone.special && (
                <>
                  {' '}
                  <span className="ctor-special">{t('constructor.zones.special')}</span>
                </>
              )}
            </label>
          </li>
        ))}
        {loading && [0, 1, 2, 3, 4].map((index) => <li key={index} className="ctor-bar ctor-zone-skeleton" aria-hidden="true" />)}
        {!loading && shown.length === 0 && <li className="ctor-hint">{t('constructor.zones.nothingFound')}</li>}
      </ul>
      <p id={`${id}-error`} className="ctor-error">
        {error ? t(error) : ''}
      </p>
    </fieldset>
  );
}
