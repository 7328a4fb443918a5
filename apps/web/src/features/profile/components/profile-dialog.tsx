import { useState } from 'react';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TProfile } from '@city-parking/contract/profile/get-profile';
import { isEmail, NAME_MAX_LENGTH, normaliseFullPhone } from '@city-parking/contract/auth/fields';
import { useForm } from '@/lib/form/use-form.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { changeProfile } from '../api/change-profile.ts';
import { fieldIssues } from '../field-issues.ts';
import { confirmContactEmail } from '../api/confirm-contact-email.ts';
import { confirmContactPhone } from '../api/confirm-contact-phone.ts';
import { sendEmailCode } from '../api/send-email-code.ts';
import { sendSmsCode } from '../api/send-sms-code.ts';
import { ContactChangeStep } from './contact-change-step.tsx';
import { PasswordStep } from './password-step.tsx';
import { profileKeys } from '@/domains/profile/api/get-profile.ts';
import { profileTexts } from '../texts.ts';
import { SubmitActions } from './submit-actions.tsx';

const NAME_FIELDS = ['firstname', 'lastname', 'middlename'] as const;

export type ProfileDialogStep = 'main' | 'password' | 'email' | 'phone' | 'addPhone';

interface Props {
  profile: TProfile;
  withNames: boolean;
  /** The city lets the e-mail be changed and phones be added (the allowContactChange setting). */
  contactChange: boolean;
  /** The city's SMS-reply setting (useSmsReplay), sent with every phone code; undefined when the city does not say. */
  smsReply: boolean | undefined;
  initialStep: ProfileDialogStep;
  onClose: () => void;
}

/**
 * Main (names) → change password / e-mail / telephone, or add a phone; a finished sub-step returns
 * to main with a success alert. The e-mail change and the added phone exist only with `contactChange`.
 */
export function ProfileDialog({ profile, withNames, contactChange, smsReply, initialStep, onClose }: Props) {
  const { t } = useTranslation(profileTexts);
  const queryClient = useQueryClient();
  const [step, setStep] = useState<ProfileDialogStep>(initialStep);
  const [success, setSuccess] = useState<string | null>(null);
  const names = { firstname: profile.firstName, lastname: profile.lastName, middlename: profile.middleName };
  // First and last name are required where the city asks for names (spec: middle name optional).
  const required = (value: string) => (withNames && !value.trim() ? t('form.emptyField') : null);
  const form = useForm({ initialValues: names, validate: { firstname: required, lastname: required } });
  const save = useMutation({
    mutationFn: (changed: Partial<typeof names>) => changeProfile(changed),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      onClose();
    },
    // A name the server refuses (too long) is said on its own field.
    onError: (error) => {
      const issues = fieldIssues(error, NAME_FIELDS) ?? {};
      for (const field of NAME_FIELDS) form.setFieldError(field, issues[field] ? t(issues[field], { ns: 'errors' }) : null);
    },
  });
  const nameInput = (field: (typeof NAME_FIELDS)[number], label: string) => (
    <TextInput label={label} maxLength={NAME_MAX_LENGTH} {...form.getInputProps(field)} />
  );

  // Without the SMS-reply setting no phone code is asked for (spec: a warning and no call).
  const smsUnavailable = smsReply === undefined ? t('profile.smsReplyMissing') : undefined;
  const checkPhone = (value: string) => (!value.trim() ? t('form.emptyField') : normaliseFullPhone(value) ? null : t('form.phone'));
  const finished = (message: string) => () => {
    void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    setSuccess(message);
    setStep('main');
  };
  // Abort from a sub-step returns to main; from main it closes.
  const back = () => (step === 'main' ? onClose() : setStep('main'));
  const titles: Record<ProfileDialogStep, string> = {
    main: t('profile.edit'),
    password: t('profile.changePassword'),
    email: t('profile.changeEmail'),
    phone: t('profile.changePhone'),
    addPhone: t('profile.addPhone'),
  };

  return (
    <Modal opened onClose={back} title={titles[step]} centered size="lg" closeButtonProps={{ 'aria-label': t('actions.close') }}>
      {step === 'main' && (
        <form
          noValidate
          onSubmit={form.onSubmit((values) => {
            const changed = Object.fromEntries(Object.entries(values).filter(([key, value]) => value.trim() !== names[key as keyof typeof names]));
            if (Object.keys(changed).length === 0) onClose();
            else save.mutate(changed);
          })}
        >
          <Stack>
            {success && (
              <Alert color="green" role="status">
                {success}
              </Alert>
            )}
            {withNames && (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {nameInput('lastname', t('registration.lastname'))}
                {nameInput('firstname', t('registration.firstname'))}
                {nameInput('middlename', t('registration.middlename'))}
              </SimpleGrid>
            )}
            <Group gap="xs">
              <Button variant="light" onClick={() => setStep('password')}>
                {t('profile.changePassword')}
              </Button>
              {contactChange && (
                <Button variant="light" onClick={() => setStep('email')}>
                  {t('profile.changeEmail')}
                </Button>
              )}
              <Button variant="light" onClick={() => setStep('phone')}>
                {t('profile.changePhone')}
              </Button>
            </Group>
            <ErrorAlert error={fieldIssues(save.error, NAME_FIELDS) ? null : save.error} />
            <SubmitActions onCancel={onClose} pending={save.isPending}>
              {t('profile.save')}
            </SubmitActions>
          </Stack>
        </form>
      )}
      {step === 'password' && <PasswordStep onDone={finished(t('profile.passwordChanged'))} onCancel={back} />}
      {step === 'email' && (
        <ContactChangeStep
          label={t('profile.newEmail')}
          type="email"
          check={(value) => (!value.trim() ? t('form.emptyField') : isEmail(value) ? null : t('form.email'))}
          send={sendEmailCode}
          confirm={confirmContactEmail}
          onDone={finished(t('profile.emailChanged'))}
          onCancel={back}
        />
      )}
      {step === 'addPhone' && (
        <ContactChangeStep
          label={t('registration.newPhone')}
          type="tel"
          check={checkPhone}
          // An added phone is not main: no password, and it comes in beside the main one.
          withPassword={false}
          send={(phone) => sendSmsCode(phone, false, smsReply ?? false)}
          unavailable={smsUnavailable}
          confirm={confirmContactPhone}
          onDone={finished(t('profile.phoneAdded'))}
          onCancel={back}
        />
      )}
      {step === 'phone' && (
        <ContactChangeStep
          label={t('registration.newPhone')}
          type="tel"
          check={checkPhone}
          send={(phone, currentpass) => sendSmsCode(phone, true, smsReply ?? false, currentpass)}
          unavailable={smsUnavailable}
          confirm={confirmContactPhone}
          onDone={finished(t('profile.phoneChanged'))}
          onCancel={back}
        />
      )}
    </Modal>
  );
}
