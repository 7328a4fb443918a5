// A rendering thread that fails (see export-render-pool.test.ts): it asks for the first page, then
// answers an error, or dies of an uncaught one when the header's driver says `die`.
import { parentPort } from 'node:worker_threads';
import type { FromRenderer, ToRenderer } from '../../src/modules/operations/export/render-messages.ts';

const port = parentPort!;
let driver = '';
port.on('message', (message: ToRenderer) => {
  if (message.kind === 'start') {
    driver = message.header.driver;
    port.postMessage({ kind: 'next' } satisfies FromRenderer);
  } else if (message.kind === 'page' || message.kind === 'end') {
    if (driver === 'die') throw new Error('the renderer broke');
    port.postMessage({ kind: 'error', message: 'the row could not be drawn' } satisfies FromRenderer);
  }
});
