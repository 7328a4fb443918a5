// Types only: the web's entry reads these defaults before the site options arrive, and the
// schemas' modules would bring zod into it.
import type { TSettings } from './settings.ts';
import type { TSiteOptions } from './site-options.ts';

/** Spec defaults for options the server may leave out. */
export const DEFAULT_NUMBER_SMS_SEND_TO = '7878';
export const DEFAULT_INITIAL_ZOOM = 16;
export const DEFAULT_INTERVALS = { min: 15, max: 1440, step: 15 } as const;

/**
 * The duration choices of a city whose settings give none: its parking period (the city's
 * profile.parking.parkingPeriod, 15 minutes in the spec) is both the shortest stay and the step.
 */
export const intervalsOfPeriod = (parkingPeriod: number): TSettings['intervals'] => ({ min: parkingPeriod, max: DEFAULT_INTERVALS.max, step: parkingPeriod });

/** Settings of a city that configured nothing: every optional feature off, the balance in use. */
export const DEFAULT_SETTINGS: TSettings = {
  dontUseBalance: false,
  useReceipts: false,
  viewPenalty: false,
  useSubscriptionConstructor: false,
  useFlatParking: false,
  usePostPayment: false,
  usePostPaymentYesterday: false,
  useSessionWithoutRegister: false,
  paymentByParkingId: false,
  useTsCategory: false,
  useBonus: false,
  useSmsCommands: false,
  allowContactChange: true,
  easyLogin: true,
  useFeedback: true,
  feedbackTopics: [
    { label: { ru: 'Оплата парковки', en: 'Parking payment' }, value: 'payment' },
    { label: { ru: 'Абонементы', en: 'Subscriptions' }, value: 'subscriptions' },
    { label: { ru: 'Штрафы', en: 'Fines' }, value: 'fines' },
    { label: { ru: 'Личный кабинет', en: 'Account' }, value: 'account' },
    { label: { ru: 'Другое', en: 'Other' }, value: 'other' },
  ],
  pagePersonalData: 'personal-data-rules',
  pagePersonalDataTitle: { ru: 'Правила обработки персональных данных', en: 'Personal data rules' },
  paymentsMethods: [],
  intervals: { ...DEFAULT_INTERVALS },
  marquee: { enabled: false, text: { ru: '', en: '' } },
  banner: { enabled: false, imageUrl: '', imageUrlSmall: '', link: '' },
  appBanner: false,
};

export const DEFAULT_SITE_OPTIONS: TSiteOptions = {
  map: { mapCenter: [0, 0] },
  menuItems: { header: [], footer: [], mobile: [] },
  numberSmsSendTo: DEFAULT_NUMBER_SMS_SEND_TO,
  appLinks: { androidLink: '', iosLink: '', yandexStoreLink: '', apkLink: '', appLink: '' },
  contacts: { email: '', phone: '' },
  notification: { message: '', url: '' },
  isClose: false,
  isCoopProfile: false,
  initialZoom: DEFAULT_INITIAL_ZOOM,
  hasPrivateData: false,
  yandexClientId: '',
  receiptPublicKey: '',
};
