import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const flag = z.preprocess(emptyAsUndefined, z.enum(['0', '1', 'true', 'false']).default('0')).transform((v) => v === '1' || v === 'true');
const optionalText = z.preprocess(emptyAsUndefined, z.string().min(1).optional());

/**
 * Which proxies may name the client's address in X-Forwarded-For: none (`off`), the nearest N hops,
 * or a list of addresses and CIDR ranges. `true` (trust anyone) is refused: with it a client picks
 * its own address and walks past every per-address limit.
 */
const trustProxy = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .default('off')
    .transform((value, ctx): false | number | string[] => {
      const text = value.trim().toLowerCase();
      if (text === 'off' || text === '0' || text === 'false') return false;
      if (/^\d+$/.test(text)) return Number(text);
      const entries = text
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean);
      const valid =
        entries.length > 0 && entries.every((e) => isIP(e.split('/')[0] ?? '') !== 0 || e === 'loopback' || e === 'linklocal' || e === 'uniquelocal');
      if (!valid) {
        ctx.addIssue({ code: 'custom', message: 'off, a hop count, or a comma-separated list of proxy addresses or CIDR ranges' });
        return z.NEVER;
      }
      return entries;
    }),
);

/**
 * The push services' hosts web push is posted to, as comma-separated host suffixes: by default the
 * browsers' own (Chrome's FCM, Firefox's autopush, Edge's WNS, Safari's). A subscription to any
 * other host is refused, so the server never posts where a stranger points it.
 */
const pushHosts = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .default('fcm.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com')
    .transform((value, ctx): string[] => {
      const hosts = value
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean);
      // Names with a dot only: an address or a bare top-level domain would let in far more than a push service.
      const valid = hosts.length > 0 && hosts.every((h) => /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]([a-z0-9-]*[a-z0-9])?$/.test(h) && isIP(h) === 0);
      if (!valid) {
        ctx.addIssue({ code: 'custom', message: 'a comma-separated list of host names, e.g. fcm.googleapis.com' });
        return z.NEVER;
      }
      return hosts;
    }),
);

const ZEnv = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(8080)),
  /** Listen address; 127.0.0.1 in demo mode unless given, every interface otherwise. */
  HOST: optionalText,
  /** Proxies trusted to report the client's address (see trustProxy). */
  TRUST_PROXY: trustProxy,
  /** One PGlite folder per city lives under it. */
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).default('./data')),
  /** PostgreSQL instead of PGlite; each city gets its own schema. */
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /** The engine behind the PostgreSQL databases, as pg-boss's `backend` names it (see jobs/job-runner.ts). */
  JOB_QUEUE_BACKEND: z.preprocess(emptyAsUndefined, z.enum(['postgres', 'cockroachdb']).default('postgres')),
  /** Demo seed, readable outbox and tickets, the sandbox provider. Never on in production. */
  DEMO: flag,
  /** How many zones the demo seed draws per city: 320 by default; a benchmark's big city asks for thousands. */
  SEED_ZONES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(50_000).default(320)),
  /** Public address of the site, used in links that leave the browser (provider returns, e-mails). */
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** Yandex ID sign-in: the OAuth client id (the route and button exist only with it) and the user-info endpoint. */
  YANDEX_CLIENT_ID: optionalText,
  YANDEX_USERINFO_URL: z.preprocess(emptyAsUndefined, z.url().default('https://login.yandex.ru/info?format=json')),
  /** The payment provider adapter: `sandbox` (demo only) or `yookassa`. */
  PAYMENT_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['sandbox', 'yookassa']).optional()),
  YOOKASSA_SHOP_ID: optionalText,
  YOOKASSA_SECRET_KEY: optionalText,
  /** YooKassa's REST API; tests point it at the fake under apps/server/test/fakes. */
  YOOKASSA_API_URL: z.preprocess(emptyAsUndefined, z.url().default('https://api.yookassa.ru/v3')),
  /** A provider payment still waiting after this long is expired: a later completion is refunded. */
  PAYMENT_EXPIRY_MINUTES: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(15),
  ),
  /** The cash register that issues fiscal receipts: `sandbox` (demo only; the default with DEMO) or `off` (no receipts; the default otherwise). */
  FISCAL_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['sandbox', 'off']).optional()),
  /** Each city's seller, tax system and place of settlement on its receipts (README, "Fiscal receipts"). */
  FISCAL_FILE: z.preprocess(emptyAsUndefined, z.string().min(1).default('config/fiscal.json')),
  /** A folder of `<city>.pem` Ed25519 private keys (PKCS#8) that sign receipts; without it (demo only) each city makes and keeps its own. */
  RECEIPT_SIGNING_KEYS_DIR: optionalText,
  /** E-mail through SMTP (nodemailer). Required without DEMO. */
  SMTP_HOST: optionalText,
  SMTP_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65535).default(587)),
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  SMTP_SECURE: flag,
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  /** The From address of every letter, e.g. `Городские парковки <noreply@parking.example>`. */
  SMTP_FROM: optionalText,
  /** SMS and confirmation calls through SMS.ru's HTTP API. Required without DEMO. */
  SMSRU_API_ID: optionalText,
  SMSRU_API_URL: z.preprocess(emptyAsUndefined, z.url().default('https://sms.ru')),
  /** An approved sender name; SMS.ru's default sender when unset. */
  SMSRU_FROM: optionalText,
  /**
   * Web push (VAPID): the key pair as web-push makes it (base64url) and the contact push services may
   * write to (`mailto:` or `https:`). Without keys, demo mode makes a pair per city and keeps it;
   * production then sends notices by SMS or e-mail only.
   */
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: or https:// address')
      .optional(),
  ),
  /** The push services subscriptions may name (see pushHosts). */
  PUSH_HOSTS: pushHosts,
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  CITIES_FILE: z.preprocess(emptyAsUndefined, z.string().min(1).default('config/cities.json')),
  /** Each city's bank details for payment documents; a city without an entry takes none. */
  PAYEES_FILE: z.preprocess(emptyAsUndefined, z.string().min(1).default('config/payees.json')),
  WEB_DIST: z.preprocess(emptyAsUndefined, z.string().min(1).default('apps/web/dist')),
});

type Env = z.infer<typeof ZEnv>;

export type Config = Omit<
  Env,
  'DATA_DIR' | 'CITIES_FILE' | 'PAYEES_FILE' | 'WEB_DIST' | 'HOST' | 'PAYMENT_PROVIDER' | 'FISCAL_PROVIDER' | 'FISCAL_FILE' | 'RECEIPT_SIGNING_KEYS_DIR'
> & {
  HOST: string;
  PAYMENT_PROVIDER: 'sandbox' | 'yookassa';
  FISCAL_PROVIDER: 'sandbox' | 'off';
  FISCAL_FILE: string;
  RECEIPT_SIGNING_KEYS_DIR?: string | undefined;
  DATA_DIR: string;
  CITIES_FILE: string;
  PAYEES_FILE: string;
  WEB_DIST: string;
};

export class ConfigError extends Error {}

/**
 * What production refuses: the sandbox provider, a real provider without its keys, and messages
 * with nowhere to go. Demo mode may still use real adapters when they are configured.
 */
function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  const provider = env.PAYMENT_PROVIDER ?? (env.DEMO ? 'sandbox' : undefined);
  if (!provider) problems.push('PAYMENT_PROVIDER: required without DEMO=1 (yookassa)');
  if (provider === 'sandbox' && !env.DEMO) problems.push('PAYMENT_PROVIDER: sandbox is allowed only with DEMO=1; configure yookassa');
  if (provider === 'yookassa') {
    if (!env.YOOKASSA_SHOP_ID) problems.push('YOOKASSA_SHOP_ID: required with PAYMENT_PROVIDER=yookassa');
    if (!env.YOOKASSA_SECRET_KEY) problems.push('YOOKASSA_SECRET_KEY: required with PAYMENT_PROVIDER=yookassa');
    // YooKassa returns the browser to an absolute address only.
    if (!env.PUBLIC_URL) problems.push('PUBLIC_URL: required with PAYMENT_PROVIDER=yookassa (the address YooKassa returns the browser to)');
  }
  if (env.FISCAL_PROVIDER === 'sandbox' && !env.DEMO)
    problems.push('FISCAL_PROVIDER: sandbox is allowed only with DEMO=1; set off until a cash register is configured');
  if ((env.FISCAL_PROVIDER ?? 'off') !== 'off' && !env.DEMO && !env.RECEIPT_SIGNING_KEYS_DIR)
    problems.push('RECEIPT_SIGNING_KEYS_DIR: required without DEMO=1 when fiscal receipts are issued');
  if (!env.DEMO) {
    if (!env.SMTP_HOST) problems.push('SMTP_HOST: required without DEMO=1 (e-mail codes and notices)');
    if (!env.SMTP_FROM) problems.push('SMTP_FROM: required without DEMO=1');
    if (!env.SMSRU_API_ID) problems.push('SMSRU_API_ID: required without DEMO=1 (SMS and confirmation calls)');
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: give both or neither');
  if (env.VAPID_PUBLIC_KEY && !env.VAPID_SUBJECT && !env.PUBLIC_URL?.startsWith('https://'))
    problems.push('VAPID_SUBJECT: required with VAPID keys unless PUBLIC_URL is an https:// address');
  if (env.SMTP_HOST && !env.SMTP_FROM) problems.push('SMTP_FROM: required with SMTP_HOST');
  return problems;
}

/** Reads the environment once; a wrong value stops start-up with every problem named. */
export function readConfig(env: NodeJS.ProcessEnv, root: string): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const config = parsed.data;
  const problems = productionProblems(config);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return {
    ...config,
    HOST: config.HOST ?? (config.DEMO ? '127.0.0.1' : '0.0.0.0'),
    PAYMENT_PROVIDER: config.PAYMENT_PROVIDER ?? 'sandbox',
    FISCAL_PROVIDER: config.FISCAL_PROVIDER ?? (config.DEMO ? 'sandbox' : 'off'),
    FISCAL_FILE: path.resolve(root, config.FISCAL_FILE),
    RECEIPT_SIGNING_KEYS_DIR: config.RECEIPT_SIGNING_KEYS_DIR === undefined ? undefined : path.resolve(root, config.RECEIPT_SIGNING_KEYS_DIR),
    DATA_DIR: path.resolve(root, config.DATA_DIR),
    CITIES_FILE: path.resolve(root, config.CITIES_FILE),
    PAYEES_FILE: path.resolve(root, config.PAYEES_FILE),
    WEB_DIST: path.resolve(root, config.WEB_DIST),
  };
}

/** Where the cities and their databases are: all a maintenance command needs, without the server's adapters. */
export type DatabaseConfig = Pick<Config, 'DATA_DIR' | 'DATABASE_URL' | 'CITIES_FILE'>;

/** The database part of the configuration, read for commands such as operator:add. */
export function readDatabaseConfig(env: NodeJS.ProcessEnv, root: string): DatabaseConfig {
  const parsed = ZEnv.pick({ DATA_DIR: true, DATABASE_URL: true, CITIES_FILE: true }).safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return { ...parsed.data, DATA_DIR: path.resolve(root, parsed.data.DATA_DIR), CITIES_FILE: path.resolve(root, parsed.data.CITIES_FILE) };
}
