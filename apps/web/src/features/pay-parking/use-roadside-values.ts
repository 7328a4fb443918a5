import { useState } from 'react';
import { useSessionAnnounced, type SessionAnnouncement } from '@/domains/sessions/api/use-session-announced.ts';
import { useForm } from '@/lib/form/use-form.ts';
import { initialRoadside, type RoadsideValues } from './read-roadside.ts';

/**
 * The state of a driver's roadside form: its values, which fields' issues are said (`fields.shown`),
 * and whether to say that the last start went through: until the form is edited, the notice is
 * closed, or the session it announces ends (useSessionAnnounced). An edit also calls `onEdit` (to
 * clear the last start's error); `reset` starts the form over at `presetZone`, and `markStarted`
 * does so after a start that went through, announcing its session.
 */
export function useRoadsideValues(presetZone: string, onEdit: () => void) {
  const [announcement, setAnnouncement] = useState<SessionAnnouncement | null>(null);
  const fields = useForm<RoadsideValues>({
    initialValues: () => initialRoadside(presetZone),
    onEdit: () => {
      setAnnouncement(null);
      onEdit();
    },
  });
  const started = useSessionAnnounced(announcement);
  /** `since`: when the start was asked (Date.now()), so that a profile read after it tells whether the session runs. */
  const markStarted = (sessionId: number | undefined, since: number) => {
    fields.reset();
    setAnnouncement({ sessionId, since });
  };
  const closeStarted = () => setAnnouncement(null);
  return { values: fields.values, set: fields.setFieldValue, reset: fields.reset, fields, started, closeStarted, markStarted };
}
