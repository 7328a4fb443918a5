import { isIP } from 'node:net';

/** Whether a listen address is reachable from this machine only (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (name === 'localhost') return true;
  if (isIP(name) === 4) return name.startsWith('127.');
  return name === '::1' || name === '::ffff:127.0.0.1';
}

/**
 * The warning for demo mode served beyond this machine, or undefined when there is none to give:
 * demo mode publishes its passwords, reads out every SMS code and pays with sandbox money.
 */
export function demoExposureWarning(config: { DEMO: boolean; HOST: string; PORT: number }): string | undefined {
  if (!config.DEMO || isLoopbackHost(config.HOST)) return undefined;
  return (
    `DEMO=1 is served on ${config.HOST}, reachable from other machines: the demo accounts, the outbox with every code ` +
    `and the sandbox payments are open to anyone who reaches port ${config.PORT}. Unset HOST (127.0.0.1) or DEMO for production.`
  );
}
