import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { DialogActions } from '@/lib/ui/dialog-actions.tsx';

/** The foot of a profile form: Cancel, then the submit button (`children` its label), busy while the call runs. */
export function SubmitActions({ onCancel, pending, disabled, children }: { onCancel: () => void; pending: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <DialogActions onCancel={onCancel}>
      <Button type="submit" loading={pending} disabled={disabled}>
        {children}
      </Button>
    </DialogActions>
  );
}
