import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clockFromEnv } from './clock-from-env.ts';
import { ConfigError, readConfig } from './config.ts';
import { demoExposureWarning } from './http/demo-exposure-warning.ts';
import { openCities, readCities } from './open-cities.ts';
import { buildServer } from './server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function main() {
  const config = readConfig(process.env, root);
  // Read before anything else, so that a clock set by DEMO_CLOCK_START starts with the process.
  const now = clockFromEnv(process.env, config.DEMO);
  const cities = await openCities(config, await readCities(config.CITIES_FILE), now);
  const app = await buildServer({ config, cities, ...(now ? { now } : {}) });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await Promise.allSettled(cities.map((c) => c.close()));
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ cities: cities.map((c) => `${c.city.apiUrl}`), demo: config.DEMO }, 'city parking is up');
  if (now) app.log.warn({ clock: now().toISOString() }, 'the clock runs from DEMO_CLOCK_START, not the wall');
  const warning = demoExposureWarning(config);
  if (warning) {
    // Both: the log may go to a collector nobody reads at start, the console to the person starting it.
    app.log.warn({ host: config.HOST }, warning);
    console.warn(`\n!!! WARNING: ${warning}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
