import { useState } from 'react';
import { Alert, Button, Code, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@/domains/profile/api/get-profile.ts';
import { useSiteOptions } from '@/domains/site/api/get-site-options.ts';
import { useSmsCommands } from '@/domains/site/api/get-sms-commands.ts';
import { composeSmsPayment, smsLink } from '@/domains/site/sms-payment-command.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { parkingFeatureTexts } from '../texts.ts';

// The SMS command pays by the whole hour.
const HOURS = Array.from({ length: 12 }, (_, index) => index + 1);

/**
 * The payment card without the network: the site cannot take the payment, so it composes the
 * city's SMS command for the zone, the plate and the hours (from the SMS commands list and the
 * number to send to, both kept from the last visit) and opens the phone's messaging app with it.
 */
export function SmsPaymentOffer({ presetZone }: { presetZone: string }) {
  const { t } = useTranslation(parkingFeatureTexts);
  const { language } = useLanguage();
  const commands = useSmsCommands(language).data ?? [];
  const sendTo = useSiteOptions().data?.numberSmsSendTo ?? '';
  const vehicles = useProfile().data?.ts.filter((vehicle) => vehicle.active) ?? [];
  const mainPlate = (vehicles.find((vehicle) => vehicle.mainTs) ?? vehicles[0])?.numberTs ?? '';
  const [zone, setZone] = useState(presetZone);
  // Until the driver types a plate, the main vehicle's (it may arrive after the first render).
  const [typedPlate, setPlate] = useState<string | null>(null);
  const plate = typedPlate ?? mainPlate;
  const [hours, setHours] = useState(1);
  const text = composeSmsPayment(commands, { zone, plate, hours });
  const paysBySms = composeSmsPayment(commands, { zone: '1', plate: '1', hours: 1 }) !== null && sendTo !== '';

  return (
    <Stack gap="sm">
      {/* No Alert title: its yellow is too light on the yellow background; the body's colour is not. */}
      <Alert color="yellow">
        <Text span fw={700} fz="sm">
          {t('parking.offline.title')}.
        </Text>{' '}
        {paysBySms ? t('parking.offline.sms') : t('parking.offline.noSms')}
      </Alert>
      {paysBySms && (
        <>
          <TextInput label={t('parking.offline.zone')} value={zone} onChange={(event) => setZone(event.currentTarget.value)} autoComplete="off" />
          <TextInput
            label={t('parking.offline.plate')}
            value={plate}
            onChange={(event) => setPlate(event.currentTarget.value)}
            list="sms-payment-plates"
            autoComplete="off"
          />
          <datalist id="sms-payment-plates">
            {vehicles.map((vehicle) => (
              <option key={vehicle.id} value={vehicle.numberTs} />
            ))}
          </datalist>
          <NativeSelect
            label={t('parking.offline.hours')}
            value={String(hours)}
            onChange={(event) => setHours(Number(event.currentTarget.value))}
            data={HOURS.map((count) => ({ value: String(count), label: t('parking.offline.hoursValue', { count }) }))}
          />
          {text ? (
            <Stack gap={4}>
              <Text fz="sm">
                {t('parking.offline.command')} <Code fz="sm">{text}</Code> {t('parking.offline.sendTo')} <Code fz="sm">{sendTo}</Code>
              </Text>
              <Button component="a" href={smsLink(sendTo, text)}>
                {t('parking.offline.send')}
              </Button>
            </Stack>
          ) : (
            <Text fz="sm" c="dimmed">
              {t('parking.offline.fill')}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
