import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TConfirmResponse } from '@city-parking/contract/auth/registration';
import { formatPhone } from '@city-parking/contract/format/format-phone';
import { confirmEmail } from '../api/confirm-email.ts';
import { confirmPhone } from '../api/confirm-phone.ts';
import { resendCode } from '../api/resend-code.ts';
import type { PendingRegistration } from '../pending-registration.ts';
import { ChangePhone } from './change-phone.tsx';
import { CodeConfirmation } from './code-confirmation.tsx';
import { registrationTexts } from '../texts.ts';

interface Props {
  pending: PendingRegistration;
  byCall: boolean;
  onChange: (pending: PendingRegistration) => void;
  onCompleted: () => void;
}

/** Step 2: the phone code (SMS or the calling number's last 4 digits) and the e-mail code. */
export function ConfirmationStep({ pending, byCall, onChange, onCompleted }: Props) {
  const { t } = useTranslation(registrationTexts);
  const confirmed = (answer: TConfirmResponse) => {
    onChange({ ...pending, phoneConfirmed: answer.phoneConfirmed, emailConfirmed: answer.emailConfirmed });
    if (answer.completed) onCompleted();
  };
  return (
    <Stack gap="lg">
      <CodeConfirmation
        title={t('registration.phoneTitle', { phone: formatPhone(pending.phone) })}
        hint={byCall ? t('registration.callHint') : t('registration.smsHint')}
        codeLabel={byCall ? t('registration.callCode') : t('registration.smsCode')}
        confirmed={pending.phoneConfirmed}
        confirm={(code) => confirmPhone(pending.token, code)}
        resend={() => resendCode(pending.token, 'phone')}
        onConfirmed={confirmed}
      />
      {!pending.phoneConfirmed && <ChangePhone token={pending.token} onChanged={(phone) => onChange({ ...pending, phone })} />}
      <CodeConfirmation
        title={t('registration.emailTitle', { email: pending.email })}
        hint={t('registration.emailHint')}
        codeLabel={t('registration.emailCode')}
        confirmed={pending.emailConfirmed}
        confirm={(code) => confirmEmail(pending.token, code)}
        resend={() => resendCode(pending.token, 'email')}
        onConfirmed={confirmed}
      />
    </Stack>
  );
}
