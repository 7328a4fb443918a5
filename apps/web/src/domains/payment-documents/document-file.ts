/** Hands a PDF to the browser under `name`, as a saved file. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download by the next task; the address can go.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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

/**
 * Prints a PDF through a frame that is off screen rather than hidden (a `display: none` frame does
 * not lay out its document, and some browsers then print nothing). The frame and its address go
 * when printing is done, or after a minute where the browser does not say so.
 */
export function printBlob(blob: Blob, title: string): void {
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
    frame.remove();
    URL.revokeObjectURL(url);
  };
  frame.addEventListener('load', () => {
    const view = frame.contentWindow;
    if (!view) return remove();
    view.addEventListener('afterprint', () => window.setTimeout(remove, 1000));
    view.focus();
    view.print();
  });
  window.setTimeout(remove, FRAME_LIFETIME_MS);
  frame.src = url;
  document.body.append(frame);
}
