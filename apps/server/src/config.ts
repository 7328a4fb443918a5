import path from 'node:path';
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const flag = z.preprocess(emptyAsUndefined, z.enum(['0', '1', 'true', 'false']).default('0')).transform((v) => v === '1' || v === 'true');

const ZEnv = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(8080)),
  HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default('0.0.0.0')),
  /** One PGlite folder per city lives under it. */
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).default('./data')),
  /** PostgreSQL instead of PGlite; each city gets its own schema. */
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /** Demo seed, readable outbox and tickets. Never on in production. */
  DEMO: flag,
  /** Public address of the site, used in links that leave the browser (provider returns, e-mails). */
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** Yandex ID sign-in: the OAuth client id (the button is hidden without it) and the user-info endpoint. */
  YANDEX_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  YANDEX_USERINFO_URL: z.preprocess(emptyAsUndefined, z.url().default('https://login.yandex.ru/info?format=json')),
  PAYMENT_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['sandbox']).default('sandbox')),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  CITIES_FILE: z.preprocess(emptyAsUndefined, z.string().min(1).default('config/cities.json')),
  WEB_DIST: z.preprocess(emptyAsUndefined, z.string().min(1).default('apps/web/dist')),
});

export type Config = Omit<z.infer<typeof ZEnv>, 'DATA_DIR' | 'CITIES_FILE' | 'WEB_DIST'> & {
  DATA_DIR: string;
  CITIES_FILE: string;
  WEB_DIST: string;
};

export class ConfigError extends Error {}

/** Reads the environment once; a wrong value stops start-up with every problem named. */
export function readConfig(env: NodeJS.ProcessEnv, root: string): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const config = parsed.data;
  return {
    ...config,
    DATA_DIR: path.resolve(root, config.DATA_DIR),
    CITIES_FILE: path.resolve(root, config.CITIES_FILE),
    WEB_DIST: path.resolve(root, config.WEB_DIST),
  };
}
