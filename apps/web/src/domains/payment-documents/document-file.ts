/**
 * A tab opened in the click itself, before the PDF has arrived: a tab opened after an await is no
 * longer the user's doing and popup blockers stop it. `show` points it at the PDF, `close` gives up.
 */
export function openPendingTab(): { show: (blob: Blob) => void; close: () => void } {
  const tab = window.open('', '_blank');
  return {
    show(blob) {
      const url = URL.createObjectURL(blob);
      if (tab && !tab.closed) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
      // The tab keeps its document once loaded; a minute is plenty for the viewer to read the blob.
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    close() {
      tab?.close();
    },
  };
}

/** How long a print frame stays after its dialog opened; printing reads the document before that. */
const FRAME_LIFETIME_MS = 60_000;

/** Takes away the frame of the print before, so repeated clicks leave one frame, not a pile. */
let removeCurrentFrame: (() => void) | null = null;

/**
 * Prints a PDF through a frame that is off screen rather than hidden (a `display: none` frame does
 * not lay out its document, and some browsers then print nothing). The frame holds a `blob:`
 * address, which the content security policy allows as a frame source (server.ts). The frame and
 * its address go when printing is done, after a minute where the browser does not say so, or when
 * the next print starts. Settles once the print dialog has been asked for; a frame the browser
 * refused (its window is then another origin's) rejects instead of throwing on the page.
 */
export function printBlob(blob: Blob, title: string): Promise<void> {
  removeCurrentFrame?.();
  const url = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.dataset.printFrame = '';
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0', opacity: '0' });
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    window.clearTimeout(timer);
    frame.remove();
    URL.revokeObjectURL(url);
    if (removeCurrentFrame === remove) removeCurrentFrame = null;
  };
  const timer = window.setTimeout(remove, FRAME_LIFETIME_MS);
  removeCurrentFrame = remove;
  return new Promise((resolve, reject) => {
    frame.addEventListener(
      'load',
      () => {
        try {
          const view = frame.contentWindow;
          if (!view) throw new Error('The print frame has no window');
          view.addEventListener('afterprint', () => window.setTimeout(remove, 1000));
          view.focus();
          view.print();
          resolve();
        } catch (failure) {
          remove();
          reject(failure instanceof Error ? failure : new Error(String(failure)));
        }
      },
      { once: true },
    );
    frame.src = url;
    document.body.append(frame);
  });
}
