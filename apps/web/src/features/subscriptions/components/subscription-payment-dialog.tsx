import { useState } from 'react';
import { Alert, Anchor, Button, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { wallClockAt } from '@city-parking/contract/tariff/city-time';
import { currentCity } from '@/lib/city/current-city.ts';
import { useForm } from '@/lib/form/use-form.ts';
import { useSubmitGuard } from '@/lib/form/use-submit-guard.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { useMoney } from '@/lib/i18n/use-money.ts';
import { paths } from '@/lib/routing/paths.ts';
import { DialogActions } from '@/lib/ui/dialog-actions.tsx';
import { ErrorAlert } from '@/lib/ui/error-alert.tsx';
import { LazyReceiptMode } from '@/domains/payment-documents/components/lazy-receipt-mode.tsx';
import { refreshAfterBalancePayment } from '@/domains/payments/api/refresh-after-balance-payment.ts';
import { MethodFields } from '@/domains/payments/components/method-fields.tsx';
import { useTabReturn } from '@/domains/payments/use-tab-return.ts';
import { withReceiptMode } from '@/domains/payments/with-receipt-mode.ts';
import { useProfile } from '@/domains/profile/api/get-profile.ts';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { buySubscription } from '../api/buy-subscription.ts';
import { benefitsKeys } from '../api/get-benefits.ts';
import { subscriptionErrorText } from '../error-text.ts';
import { showNotice } from '@/lib/ui/notice.ts';
import { dateLabel, startChoice, timestartOf } from '../start-date.ts';
import { subscriptionDialogTexts } from '../dialog-texts.ts';
import type { SubscriptionPaymentOffer } from './subscription-payment-modal.tsx';
import { subscriptionFormIssues } from '../subscription-form-issues.ts';
import { useSubscriptionMethod } from '../use-subscription-method.ts';

/**
 * The subscription payment modal's dialog (see subscription-payment-modal.tsx). Paid from the
 * balance, it says so and goes to the subscriptions screen; through a provider, the pay button
 * becomes the provider's link, opening in a new tab. «Квитанция» switches to receipt mode, which
 * issues a document for the offer, vehicle and start date chosen here; Cancel comes back.
 */
export function SubscriptionPaymentDialog({ offer, onClose }: { offer: SubscriptionPaymentOffer; onClose: () => void }) {
  const { t } = useTranslation(subscriptionDialogTexts);
  return (
    <Modal opened onClose={onClose} title={t('modal.title')} size="xl" centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <SubscriptionPaymentForm offer={offer} onClose={onClose} />
    </Modal>
  );
}

function SubscriptionPaymentForm({ offer, onClose }: { offer: SubscriptionPaymentOffer; onClose: () => void }) {
  const { t } = useTranslation(subscriptionDialogTexts);
  const { href } = useLanguage();
  const { money } = useMoney();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const vehicles = useProfile().data?.ts ?? [];
  const offsetDays = useSiteOptions().data?.settings.subscriptionStartOffsetDays ?? 0;
  const today = wallClockAt(new Date(), currentCity.timeZone).date;
  const start = startChoice(offer, today, offsetDays);
  const [receiptMode, setReceiptMode] = useState(false);
  const choice = withReceiptMode(useSubscriptionMethod(), () => setReceiptMode(true));
  const buy = useMutation({ mutationFn: buySubscription });
  // The driver's picks; until one is made (empty), the preset vehicle and the window's first day stand.
  // The issues come from subscriptionFormIssues and are said once the form is submitted.
  const form = useForm({ initialValues: { vehicle: '', date: '' }, onEdit: buy.reset });
  const preset = vehicles.find((v) => v.numberTs === offer.vehicle) ?? vehicles.find((v) => v.mainTs) ?? vehicles[0];
  const vehicle = form.values.vehicle || preset?.numberTs || '';
  const date = start.fixed ? start.date : form.values.date || start.dates[0] || '';
  const issues = subscriptionFormIssues({ vehicle, date }, choice.issues);
  // Once the provider's page is open in another tab, coming back means its link is spent: the dialog closes.
  const [paying, setPaying] = useState(false);
  useTabReturn(paying, () => {
    void queryClient.invalidateQueries({ queryKey: benefitsKeys.all });
    onClose();
  });
  // One purchase per click, even for a second click that lands before the next render.
  const guard = useSubmitGuard();
  const link = buy.data?.RedirectURL;

  const submit = () => {
    const picked = vehicles.find((v) => v.numberTs === vehicle);
    if (Object.keys(issues).length > 0 || !picked || !guard.hold()) return;
    buy.mutate(
      {
        codeSubscription: offer.code,
        vehicle: { Number: picked.numberTs, Category: picked.category, NumberFormat: picked.formatGrz },
        paymentService: choice.method,
        timestart: timestartOf(offer.type, date),
        phone: choice.phoneToSend,
      },
      {
        onSuccess: (answer) => {
          if (answer.RedirectURL) return;
          // Paid from the balance: the balance and the subscriptions changed.
          void refreshAfterBalancePayment(queryClient);
          void queryClient.invalidateQueries({ queryKey: benefitsKeys.all });
          showNotice({ message: t('modal.bought'), color: 'green' });
          onClose();
          void navigate(href(paths.abonements.getHref()));
        },
        onSettled: guard.release,
      },
    );
  };
  const edit = () => buy.reset();
  const issueText = (issue: string | undefined) => (form.submitted && issue ? t(issue, { ns: 'errors' }) : null);

  const purposeFields = (
    <>
      <TextInput label={t('modal.offer')} value={offer.label} readOnly variant="filled" />
      <TextInput label={t('modal.zones')} value={offer.zones === 'all' ? t('modal.allZones') : offer.zones.join(', ')} readOnly variant="filled" />
      <TextInput label={t('modal.price')} value={money(offer.cost)} readOnly variant="filled" />
      {vehicles.length > 0 ? (
        <NativeSelect
          label={t('modal.vehicle')}
          value={vehicle}
          onChange={(event) => form.setFieldValue('vehicle', event.currentTarget.value)}
          data={vehicles.map((v) => v.numberTs)}
          error={issueText(issues.vehicle)}
          disabled={buy.isPending}
          required
          data-autofocus
        />
      ) : (
        <Alert color="yellow">
          {t('modal.noVehicles')}{' '}
          <Anchor component={Link} to={href(paths.myProfile.getHref())} onClick={onClose}>
            {t('modal.toProfile')}
          </Anchor>
        </Alert>
      )}
      {start.fixed ? (
        <TextInput
          label={t('modal.startDate')}
          value={dateLabel(start.date)}
          description={offer.type === 'prev_day' ? t('modal.startDateFixed') : undefined}
          readOnly
          variant="filled"
        />
      ) : (
        // The window is a month at most: a list of its days is lighter than a calendar and as quick to use.
        <NativeSelect
          label={t('modal.startDate')}
          value={date}
          onChange={(event) => form.setFieldValue('date', event.currentTarget.value)}
          data={start.dates.map((value) => ({ value, label: dateLabel(value) }))}
          error={issueText(issues.date)}
          disabled={buy.isPending}
          required
        />
      )}
    </>
  );

  if (receiptMode) {
    return (
      <LazyReceiptMode
        purpose={{ kind: 'subscription', codeSubscription: offer.code, grz: vehicle, timestart: timestartOf(offer.type, date) }}
        purposeReady={!issues.vehicle && !issues.date && vehicles.some((v) => v.numberTs === vehicle)}
        onCancel={() => setReceiptMode(false)}
        onClose={onClose}
      >
        {purposeFields}
      </LazyReceiptMode>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Submitted: every issue is said, and focus goes to the first field that has one.
        form.markSubmitted(event);
        submit();
      }}
    >
      <Stack>
        {purposeFields}
        <MethodFields choice={choice} onChange={edit} showIssues={form.submitted} onLeave={onClose} disabled={buy.isPending} />
        {buy.error && <ErrorAlert>{subscriptionErrorText(t, buy.error)}</ErrorAlert>}
        <DialogActions onCancel={onClose}>
          {link ? (
            <Button component="a" href={link} target="_blank" rel="noopener" onClick={() => setPaying(true)}>
              {t('modal.goToPay')}
            </Button>
          ) : (
            <Button type="submit" loading={buy.isPending}>
              {t('modal.submit')}
            </Button>
          )}
        </DialogActions>
        {link && (
          <Text fz="sm" c="dimmed">
            {t('modal.linkHint')}
          </Text>
        )}
      </Stack>
    </form>
  );
}
