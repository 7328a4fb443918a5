import { Button } from '@mantine/core';

interface SessionActionButtonProps {
  label: string;
  /** The action with the session's plate: every card of a list shows the same words. */
  ariaLabel: string;
  onClick: () => void;
  /** Ends or deletes the session: a quieter red button. */
  danger?: boolean;
}

/** One action under a session of a list (extend, stop, pay, cancel). */
export function SessionActionButton({ label, ariaLabel, onClick, danger = false }: SessionActionButtonProps) {
  return (
    <Button size="xs" variant={danger ? 'subtle' : 'light'} color={danger ? 'red' : undefined} onClick={onClick} aria-label={ariaLabel}>
      {label}
    </Button>
  );
}
