import { useState } from 'react';
import { useTouchedFields } from '@/lib/form/use-touched-fields.ts';
import { initialRoadside, type RoadsideValues } from './read-roadside.ts';

type Field = 'zone' | 'vehicle' | 'duration' | 'time';

/**
 * The state of a driver's roadside form: its values, which fields' issues are said, and whether
 * the last start went through. An edit hides that notice and calls `onEdit` (to clear the last
 * start's error); `reset` starts the form over at `presetZone`.
 */
export function useRoadsideValues(presetZone: string, onEdit: () => void) {
  const [values, setValues] = useState<RoadsideValues>(() => initialRoadside(presetZone));
  const fields = useTouchedFields<Field>();
  const [started, setStarted] = useState(false);

  const set = <K extends keyof RoadsideValues>(name: K, value: RoadsideValues[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setStarted(false);
    onEdit();
  };
  const reset = () => {
    setValues(initialRoadside(presetZone));
    fields.clear();
  };
  return { values, set, reset, fields, started, setStarted };
}
