import type { TSettings } from '@city-parking/contract/site/settings';
import type { TSiteOptions } from '@city-parking/contract/site/site-options';
import { RECEIPT_PAYMENT_METHOD } from '@city-parking/contract/receipts/receipt-method';

const METHODS = {
  balance: {
    methodName: 'balance',
    methodNameForShow: { ru: 'С баланса', en: 'From balance' },
    methodDescription: { ru: 'Списание со счёта в личном кабинете', en: 'Debited from your account balance' },
    isPhoneRequired: false,
  },
  card: {
    methodName: 'card',
    methodNameForShow: { ru: 'Банковская карта', en: 'Bank card' },
    methodDescription: { ru: 'Оплата картой на странице платёжного сервиса', en: 'Pay by card on the payment provider page' },
    isPhoneRequired: false,
  },
  sbp: {
    methodName: 'sbp',
    methodNameForShow: { ru: 'СБП', en: 'Faster Payments (SBP)' },
    methodDescription: { ru: 'Оплата через Систему быстрых платежей', en: 'Pay through the Faster Payments System' },
    isPhoneRequired: false,
  },
  mobile: {
    methodName: 'mobile',
    methodNameForShow: { ru: 'Со счёта телефона', en: 'Mobile phone account' },
    methodDescription: { ru: 'Списание со счёта мобильного оператора', en: 'Charged to your mobile operator account' },
    isPhoneRequired: true,
  },
  // Issues a payment document instead of a provider's page; offered where useReceipts is on.
  receipt: RECEIPT_PAYMENT_METHOD,
} satisfies Record<string, TSettings['paymentsMethods'][number]>;

type DemoCity = { settings: Partial<TSettings>; options: Partial<TSiteOptions> };

const appLinks = {
  androidLink: 'https://play.google.com/store/apps/details?id=ru.cityparking.app',
  iosLink: 'https://apps.apple.com/app/id0000000000',
  yandexStoreLink: 'https://store.yandex.ru/apps/ru.cityparking.app',
  // The demo has no APK of its own: a link to a file that is not there would open the server's NotFound answer.
  apkLink: '',
  appLink: 'cityparking://open',
};

/** The demo cities differ on purpose so that every flag is exercised (ARCHITECTURE.md, demo table). */
export const DEMO_CITIES: Record<string, DemoCity> = {
  perm: {
    settings: {
      easyLogin: true,
      useFlatParking: true,
      usePostPayment: true,
      usePostPaymentYesterday: true,
      useReceipts: true,
      viewPenalty: true,
      useSubscriptionConstructor: true,
      useBonus: true,
      useTsCategory: true,
      paymentsMethods: [METHODS.balance, METHODS.card, METHODS.sbp, METHODS.mobile, METHODS.receipt],
      marquee: {
        enabled: true,
        text: {
          ru: 'С 1 декабря парковка в центральной зоне оплачивается с 8:00 до 20:00.',
          en: 'From 1 December parking in the central zone is paid from 8:00 to 20:00.',
        },
      },
      appBanner: true,
    },
    options: {
      contacts: { email: 'support@parking.perm.example', phone: '78002000001' },
      appLinks,
      hasPrivateData: true,
      // Perm has the demo company: the login dialog offers the legal entity's sign-in.
      isCoopProfile: true,
      initialZoom: 16,
      numberSmsSendTo: '7878',
    },
  },
  rostov: {
    settings: {
      easyLogin: true,
      dontUseBalance: true,
      useSessionWithoutRegister: true,
      paymentByParkingId: true,
      useSmsCommands: true,
      paymentsMethods: [METHODS.card, METHODS.sbp, METHODS.mobile],
    },
    options: {
      contacts: { email: 'support@parking.rostov.example', phone: '78002000002' },
      appLinks: { ...appLinks, yandexStoreLink: '' },
      hasPrivateData: false,
      numberSmsSendTo: '7757',
      // The site-wide announcement under the header, linking to a page of the site.
      notification: { message: 'Парковку можно оплатить SMS на номер 7757.', url: '/sms-commands' },
    },
  },
  sevastopol: {
    settings: {
      easyLogin: true,
      useSessionWithoutRegister: true,
      useSmsCommands: true,
      paymentsMethods: [METHODS.balance, METHODS.card, METHODS.mobile],
      banner: {
        enabled: true,
        imageUrl: '/banners/winter-promo.svg',
        imageUrlSmall: '/banners/winter-promo-small.svg',
        imageUrlEn: '/banners/winter-promo-en.svg',
        imageUrlSmallEn: '/banners/winter-promo-small-en.svg',
        link: '/news/1',
      },
    },
    options: {
      contacts: { email: 'support@parking.sevastopol.example', phone: '78692000003' },
      appLinks,
      hasPrivateData: false,
      initialZoom: 15,
    },
  },
};
