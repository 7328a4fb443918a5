import type { Readable, Writable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';

/**
 * Resolves once the file's encoder (`source`, piped into `output`) and the response (`output`) have
 * room again: the export reads its next page from the database only then, so a slow reader holds
 * back the reading instead of letting the rows pile up in memory. Resolves at once, too, when the
 * response is gone (the caller checks `output.destroyed`).
 */
export async function waitForRoom(source: Readable, output: Writable): Promise<void> {
  while (!output.destroyed && (output.writableNeedDrain || source.readableLength >= source.readableHighWaterMark)) {
    if (output.writableNeedDrain) {
      await new Promise<void>((resolve) => {
        const done = () => {
          output.off('drain', done);
          output.off('close', done);
          resolve();
        };
        output.on('drain', done);
        output.on('close', done);
      });
    } else {
      // The pipe is flowing again; let it move the encoder's buffer along.
      await setImmediate();
    }
  }
}
