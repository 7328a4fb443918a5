import { lazy, Suspense } from 'react';
import { Box } from '@mantine/core';
import type { ReceiptModeProps } from './receipt-mode.tsx';

// The receipt mode (its payer forms, their rules and texts) loads when «Квитанция» is chosen, not with the payment modal.
const ReceiptMode = lazy(async () => ({ default: (await import('./receipt-mode.tsx')).ReceiptMode }));

/** The payment modal's receipt mode, loaded on first use (see receipt-mode.tsx). */
export function LazyReceiptMode(props: ReceiptModeProps) {
  return (
    <Suspense fallback={<Box mih={480} aria-busy="true" />}>
      <ReceiptMode {...props} />
    </Suspense>
  );
}
