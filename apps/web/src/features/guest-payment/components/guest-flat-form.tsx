import { useQueryClient } from '@tanstack/react-query';
import { FlatParkingForm } from '@/domains/flat-lots/components/flat-parking-form.tsx';
import type { TokenRunner } from '@/domains/flat-lots/use-flat-payment.ts';
import { withGuestToken } from '../api/with-guest-token.ts';
import { useGuestPayer } from '../use-guest-payer.ts';
import { GuestPayerFields } from './guest-payer-fields.tsx';

/** The barrier-lot payment for a guest: the shared flat-lot form, paid with the guest token and a typed phone. */
export function GuestFlatForm() {
  const queryClient = useQueryClient();
  const payer = useGuestPayer();
  const withToken: TokenRunner = (call) => withGuestToken(queryClient, call);
  return (
    <FlatParkingForm
      withToken={withToken}
      renderPayer={({ submitted, disabled }) => ({
        fields: <GuestPayerFields payer={payer} showIssues={submitted} disabled={disabled} />,
        method: payer.choice.method,
        phone: payer.phoneToSend,
        ready: payer.ready,
      })}
    />
  );
}
