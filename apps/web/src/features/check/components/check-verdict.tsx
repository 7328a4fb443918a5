import { Alert, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCheckVerdict } from '../api/check-verdict.ts';
import { checkTexts } from '../texts.ts';

const COLOR = { genuine: 'green', forged: 'red', unavailable: 'yellow', unsigned: 'yellow' } as const;

/**
 * The city's verdict on a /check link, computed here, in the browser, from the key the link's city
 * publishes: genuine, changed (the amount or time do not match the signature), or not checkable
 * (no signature in the link, no key, or a browser without Ed25519).
 */
export function CheckVerdict({ params, apiUrl }: { params: URLSearchParams; apiUrl: string | null }) {
  const { t } = useTranslation(checkTexts);
  const verdict = useCheckVerdict(params, apiUrl);
  if (!verdict) {
    return (
      <Alert color="gray" icon={<Loader size="xs" />} mih={84}>
        <Text fw={700} size="sm">
          {t('check.verdict.checking')}
        </Text>
      </Alert>
    );
  }
  return (
    // The verdict's words keep the text colour: Mantine's coloured alert titles fall short of WCAG's contrast.
    <Alert color={COLOR[verdict]} role="status" mih={84}>
      <Text fw={700} size="sm">
        {t(`check.verdict.${verdict}.title`)}
      </Text>
      <Text size="sm">{t(`check.verdict.${verdict}.text`)}</Text>
    </Alert>
  );
}
