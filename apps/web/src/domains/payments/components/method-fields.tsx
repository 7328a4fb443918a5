import type { ReactNode } from 'react';
import { Alert, Anchor, NativeSelect } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@city-parking/contract/format/format-phone';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import type { MethodChoice } from '../use-method-choice.ts';
import { paymentsTexts } from '../texts.ts';

interface MethodFieldsProps {
  choice: MethodChoice;
  /** Called after every change, so that the form can forget a payment link it already fetched. */
  onChange?: () => void;
  onBlur?: () => void;
  /** Show the choice's issues (after a blur, a submit, or from the start when validated on mount). */
  showIssues?: boolean;
  /** Called when the driver follows the link to the profile (a modal closes itself there). */
  onLeave?: () => void;
  disabled?: boolean;
  /** A phone field of the form's own, shown whatever the method instead of the profile's phones (a guest types one). */
  phoneField?: ReactNode;
  /** The method's issue in the form's own words, instead of the catalogue's. */
  methodError?: string | null;
}

/**
 * Payment method and phone of the payment modal's forms. A method that needs a phone offers the
 * profile's phones; with none, a hint sends the driver to the profile to add one (spec §2).
 */
export function MethodFields({ choice, onChange, onBlur, showIssues = false, onLeave, disabled, phoneField, methodError }: MethodFieldsProps) {
  const { t } = useTranslation(paymentsTexts);
  const { language, href } = useLanguage();
  const chosen = choice.methods.find((m) => m.methodName === choice.method);
  const issueText = (issue: string | undefined) => (showIssues && issue ? t(issue, { ns: 'errors' }) : null);
  return (
    <>
      <NativeSelect
        label={t('payment.method')}
        value={choice.method}
        onChange={(e) => {
          choice.setMethod(e.currentTarget.value);
          onChange?.();
        }}
        onBlur={onBlur}
        data={[
          ...(choice.method ? [] : [{ value: '', label: '—' }]),
          ...choice.methods.map((m) => ({ value: m.methodName, label: m.methodNameForShow[language] })),
        ]}
        description={chosen?.methodDescription[language]}
        error={methodError === undefined ? issueText(choice.issues.method) : methodError}
        disabled={disabled}
        required
      />
      {phoneField ??
        (choice.needsPhone &&
          (choice.phones.length > 0 ? (
            <NativeSelect
              label={t('payment.phone')}
              value={choice.phone}
              onChange={(e) => {
                choice.setPhone(e.currentTarget.value);
                onChange?.();
              }}
              onBlur={onBlur}
              data={choice.phones.map((p) => ({ value: p.phone, label: formatPhone(p.phone) }))}
              error={issueText(choice.issues.phone)}
              disabled={disabled}
              required
            />
          ) : (
            <Alert color="yellow">
              {t('payment.addPhone')}{' '}
              <Anchor component={Link} to={href('/profile/my-profile')} onClick={onLeave}>
                {t('payment.toProfile')}
              </Anchor>
            </Alert>
          )))}
    </>
  );
}
