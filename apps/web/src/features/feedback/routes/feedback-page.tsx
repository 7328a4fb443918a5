import '../feedback.css';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fineCanBeContested } from '@city-parking/contract/fines/fine-status';
import { isValidUin } from '@city-parking/contract/fines/uin';
import { useProfile } from '@/domains/profile/api/get-profile.ts';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { appealKeys, useAppeals } from '../api/get-appeals.ts';
import { useContestedFine } from '../api/get-fine.ts';
import { AppealsPlaceholder } from '../components/appeals-placeholder.tsx';
import { FeedbackForm } from '../components/feedback-form.tsx';
import { outgoingOf } from '../outgoing-messages.ts';
import { feedbackTexts } from '../texts.ts';
import { useOutgoingMessages } from '../use-outgoing-messages.ts';

// The form is what the page needs first; the list's code comes beside its data (behind placeholders
// of its size), and the thread's when an appeal opens.
const AppealsList = lazy(async () => ({ default: (await import('../components/appeals-list.tsx')).AppealsList }));
const AppealThread = lazy(async () => ({ default: (await import('../components/appeal-thread.tsx')).AppealThread }));

/** How long the server's "registered" message stays (spec §9). */
const SUCCESS_MS = 8000;

/** The open appeal from `?appeal=`, or null. */
function appealIn(params: URLSearchParams): number | null {
  const id = Number(params.get('appeal'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /profile/feedback: a new appeal, and the driver's appeals with their threads (spec §2.6). The open
 * appeal is in the address (`?appeal=`), so a phone's back button returns to the list; `?fine=`
 * (from the fines screen) writes an appeal against that fine, with its payment evidence where it has
 * some, unless an appeal cannot help it (cancelled, or under appeal already): the page then says so.
 */
export function FeedbackPage() {
  const { t } = useTranslation(feedbackTexts);
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const topics = useSiteOptions().data?.settings.feedbackTopics ?? [];
  const profileQuery = useProfile();
  const profile = profileQuery.data;
  const appeals = useAppeals();
  const outgoing = useOutgoingMessages();
  const [success, setSuccess] = useState('');
  const listFocus = useRef<number | null>(null);

  const fine = params.get('fine');
  const askedUin = fine && isValidUin(fine) ? fine : null;
  // The driver's fine of that UIN; one not among them (or a list that failed) is left to the server to judge.
  const contested = useContestedFine(askedUin);
  const refused = contested.data ? !fineCanBeContested(contested.data.fineStatus) : false;
  const fineUin = refused ? null : askedUin;
  const selected = appealIn(params);
  const contacts = {
    phone: profile ? (profile.telephones.find((p) => p.isMain)?.phone ?? profile.telephone) : '',
    email: profile?.email ?? '',
  };

  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(() => setSuccess(''), SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [success]);

  // Back from a thread, focus returns to the appeal it showed.
  useEffect(() => {
    if (selected !== null || listFocus.current === null) return;
    document.querySelector<HTMLElement>(`[data-appeal="${listFocus.current}"]`)?.focus();
    listFocus.current = null;
  }, [selected]);

  const open = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('appeal', String(id));
    setParams(next);
  };
  const back = () => {
    listFocus.current = selected;
    const next = new URLSearchParams(params);
    next.delete('appeal');
    setParams(next);
  };
  const registered = (userMessage: string) => {
    setSuccess(userMessage);
    void queryClient.invalidateQueries({ queryKey: appealKeys.all });
    // An appeal against a fine is written once; the form starts over without it.
    if (fine !== null) {
      const next = new URLSearchParams(params);
      next.delete('fine');
      setParams(next, { replace: true });
    }
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('feedback.title')}</Title>
      <section aria-labelledby="fb-new" className="fb-new">
        <Title order={2} id="fb-new" fz="h3" mb="sm">
          {t('feedback.newTitle')}
        </Title>
        {refused && <p className="fb-fine-refused">{t('feedback.fine.notContestable', { uin: askedUin })}</p>}
        {contested.isLoading ? (
          // The form is written once the fine is known: what it pre-fills depends on it.
          <div className="fb-form-wait" aria-busy="true" />
        ) : (
          <FeedbackForm
            key={fineUin ?? ''}
            topics={topics}
            contacts={contacts}
            contactsLoading={profileQuery.isLoading}
            fineUin={fineUin}
            fineEvidence={contested.data?.evidence === true}
            onRegistered={registered}
          />
        )}
        {success && (
          <Alert color="green" role="status" mt="md">
            {success}
          </Alert>
        )}
      </section>
      <section aria-labelledby="fb-list">
        <Title order={2} id="fb-list" fz="h3" mb="sm">
          {t('feedback.listTitle')}
        </Title>
        <div className="fb-desk" data-open={selected !== null ? 'true' : undefined}>
          <div className="fb-list">
            <Suspense fallback={<AppealsPlaceholder />}>
              <AppealsList appeals={appeals.data} error={appeals.error} onRetry={() => void appeals.refetch()} selected={selected} onOpen={open} />
            </Suspense>
          </div>
          {selected !== null ? (
            <Suspense fallback={<div className="fb-thread" aria-busy="true" />}>
              <AppealThread
                idAppeal={selected}
                item={appeals.data?.find((item) => item.appeal.id === selected)}
                outgoing={outgoingOf(outgoing.state, selected)}
                onSend={(text) => outgoing.send(selected, text)}
                onResend={outgoing.resend}
                onBack={back}
              />
            </Suspense>
          ) : (
            <p className="fb-pick">{t('feedback.pickAppeal')}</p>
          )}
        </div>
      </section>
    </Stack>
  );
}
