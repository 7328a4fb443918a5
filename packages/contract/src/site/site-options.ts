import { z } from 'zod/mini';
import { DEFAULT_INITIAL_ZOOM, DEFAULT_NUMBER_SMS_SEND_TO } from './defaults.ts';

export { DEFAULT_INITIAL_ZOOM, DEFAULT_NUMBER_SMS_SEND_TO };

/** Where a menu item is shown. */
export const MENU_PLACEMENTS = ['header', 'footer', 'mobile'] as const;

export const ZMenuItem = z.object({
  path: z.string().check(z.minLength(1)),
  titles: z.object({ ru: z.string(), en: z.string() }),
  itemOrder: z.int(),
});
export type TMenuItem = z.infer<typeof ZMenuItem>;

export const ZAppLinks = z.object({
  androidLink: z.string(),
  iosLink: z.string(),
  yandexStoreLink: z.string(),
  apkLink: z.string(),
  /** Deep link that opens the installed mobile app (the banner's Open button). */
  appLink: z.string(),
});
export type TAppLinks = z.infer<typeof ZAppLinks>;

export const MAP_MIN_ZOOM = 13;
export const MAP_MAX_ZOOM = 20;

export const ZSiteOptions = z.object({
  map: z.object({ mapCenter: z.tuple([z.number(), z.number()]) }),
  menuItems: z.object({
    header: z.array(ZMenuItem),
    footer: z.array(ZMenuItem),
    mobile: z.array(ZMenuItem),
  }),
  numberSmsSendTo: z._default(z.string(), DEFAULT_NUMBER_SMS_SEND_TO),
  appLinks: ZAppLinks,
  contacts: z.object({ email: z.string(), phone: z.string() }),
  notification: z.object({ message: z.string(), url: z.string() }),
  isClose: z.boolean(),
  isCoopProfile: z.boolean(),
  initialZoom: z._default(z.int().check(z.gte(MAP_MIN_ZOOM), z.lte(MAP_MAX_ZOOM)), DEFAULT_INITIAL_ZOOM),
  hasPrivateData: z.boolean(),
  /** Ours: the Yandex ID OAuth client id; empty hides the Yandex sign-in button. */
  yandexClientId: z._default(z.string(), ''),
  /**
   * Ours: the city's Ed25519 public key (32 raw bytes, base64url) that signs its fiscal receipts;
   * "" where receipts are not signed. Anyone may check a receipt's signature with it.
   */
  receiptPublicKey: z._default(z.string(), ''),
});
export type TSiteOptions = z.infer<typeof ZSiteOptions>;
