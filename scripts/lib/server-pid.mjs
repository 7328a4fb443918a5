import { readdirSync, readFileSync } from 'node:fs';

/**
 * The server process that `startServer` spawned from this one, found by its parent and command
 * line in Linux's `/proc`; null where there is no `/proc` or no such child.
 */
export function serverPid() {
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (ppid === process.pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('apps/server/src/main.ts')) return Number(entry);
      } catch {
        // The process ended while we looked.
      }
    }
  } catch {
    // No /proc here.
  }
  return null;
}
