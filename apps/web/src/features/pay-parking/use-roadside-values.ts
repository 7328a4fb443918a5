import { useState } from 'react';
import { useForm } from '@/lib/form/use-form.ts';
import { initialRoadside, type RoadsideValues } from './read-roadside.ts';

/**
 * The state of a driver's roadside form: its values, which fields' issues are said (`fields.shown`),
 * and whether the last start went through. An edit hides that notice and calls `onEdit` (to clear
 * the last start's error); `reset` starts the form over at `presetZone`, and `markStarted` does so
 * after a start that went through, saying so.
 */
export function useRoadsideValues(presetZone: string, onEdit: () => void) {
  const [started, setStarted] = useState(false);
  const fields = useForm<RoadsideValues>({
    initialValues: () => initialRoadside(presetZone),
    onEdit: () => {
      setStarted(false);
      onEdit();
    },
  });
  const markStarted = () => {
    fields.reset();
    setStarted(true);
  };
  return { values: fields.values, set: fields.setFieldValue, reset: fields.reset, fields, started, setStarted, markStarted };
}
