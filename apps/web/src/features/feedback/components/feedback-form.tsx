import { useEffect, useMemo, useState } from 'react';
import { Button, InputBase, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '@city-parking/contract/feedback/appeal-message';
import type { TFeedbackTopic } from '@city-parking/contract/feedback/feedback-topic';
import { useForm } from '@/lib/form/use-form.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { registerAppeal } from '../api/register-appeal.ts';
import { emailIssue, messageIssue, phoneIssue, type FeedbackIssue, type FeedbackValues } from '../feedback-form-rules.ts';
import { feedbackTexts } from '../texts.ts';
import { FineAttachment } from './fine-attachment.tsx';

/** The topic an appeal against a fine takes when the city has it. */
const FINES_TOPIC = 'fines';

interface Props {
  topics: readonly TFeedbackTopic[];
  /** The driver's main phone and e-mail, when the profile has them. */
  contacts: { phone: string; email: string };
  /**
   * The profile with those contacts is still loading. Sending waits for it: a click before it came
   * would find the phone and e-mail empty, refuse them, and then see them filled a moment later.
   */
  contactsLoading?: boolean;
  /** A fine the appeal contests (`?fine=` in the address): pre-fills the form and attaches the fine. */
  fineUin: string | null;
  /** That fine has payment evidence to show (its `evidence` flag): the form links it and says so. */
  fineEvidence?: boolean;
  onRegistered: (userMessage: string) => void;
}

/**
 * The new-appeal form (spec §2.6, §5): validated on submit only; a refused call shows its translated
 * errorName, an accepted one hands the server's userMessage up and starts the form over.
 */
export function FeedbackForm({ topics, contacts, contactsLoading = false, fineUin, fineEvidence = false, onRegistered }: Props) {
  const { t } = useTranslation(feedbackTexts);
  const { language } = useLanguage();
  const [attached, setAttached] = useState(fineUin !== null);
  const initialValues = useMemo<FeedbackValues>(
    () => ({
      idSubject: fineUin && topics.some((topic) => topic.value === FINES_TOPIC) ? FINES_TOPIC : '',
      phone: contacts.phone,
      email: contacts.email,
      message: fineUin ? t(fineEvidence ? 'feedback.fine.message' : 'feedback.fine.messageNoEvidence', { uin: fineUin }) : '',
    }),
    [contacts.phone, contacts.email, fineUin, fineEvidence, topics, t],
  );
  const say = (issue: FeedbackIssue | null) => (issue ? t(`feedback.rule.${issue}`, { max: MESSAGE_MAX_LENGTH }) : null);
  const form = useForm<FeedbackValues>({
    initialValues,
    validate: { phone: (v) => say(phoneIssue(v)), email: (v) => say(emailIssue(v)), message: (v) => say(messageIssue(v)) },
  });

  // The profile may arrive after the form: its contacts fill the fields the driver has left empty.
  const { values, setFieldValue } = form;
  useEffect(() => {
    if (contacts.phone && values.phone === '') setFieldValue('phone', contacts.phone);
    if (contacts.email && values.email === '') setFieldValue('email', contacts.email);
    // Only the contacts' arrival matters; a field the driver empties later stays empty.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [contacts.phone, contacts.email]);

  // A plain pending flag and error rather than useMutation, whose code (1 KB gzip) would take the page over its budget.
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (v: FeedbackValues) => {
    setPending(true);
    setError(null);
    try {
      const { userMessage } = await registerAppeal({
        idSubject: v.idSubject,
        message: v.message,
        phone: v.phone.trim(),
        email: v.email.trim(),
        ...(fineUin && attached ? { fineUin } : {}),
      });
      form.reset();
      setAttached(fineUin !== null);
      onRegistered(userMessage);
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  };

  const topicOptions = [{ value: '', label: t('feedback.noTopic') }, ...topics.map((topic) => ({ value: topic.value, label: topic.label[language] }))];
  return (
    <form aria-label={t('feedback.form')} onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
      <fieldset className="fb-plain-fieldset" disabled={pending}>
        <Stack>
          {/* InputBase as a native select and textarea: Mantine's NativeSelect and Textarea (its autosize) cost the page 3 KB gzip. */}
          <InputBase
            component="select"
            label={t('feedback.topic')}
            pointer
            rightSection={<span className="fb-chevron" aria-hidden="true" />}
            rightSectionPointerEvents="none"
            {...form.getInputProps('idSubject')}
          >
            {topicOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </InputBase>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('feedback.phone')} type="tel" autoComplete="tel" required {...form.getInputProps('phone')} />
            <TextInput label={t('feedback.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
          </SimpleGrid>
          <InputBase component="textarea" multiline label={t('feedback.message')} required rows={4} {...form.getInputProps('message')} />
          {fineUin && attached && <FineAttachment uin={fineUin} evidence={fineEvidence} onRemove={() => setAttached(false)} />}
          <ErrorAlert error={error ?? undefined} />
          <div>
            <Button type="submit" loading={pending || contactsLoading}>
              {t('feedback.submit')}
            </Button>
          </div>
        </Stack>
      </fieldset>
    </form>
  );
}
