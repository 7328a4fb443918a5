import { afterEach, describe, expect, it, vi } from 'vitest';
import { printBlob } from './document-file.ts';

const frames = () => document.querySelectorAll<HTMLIFrameElement>('iframe[data-print-frame]');

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('printBlob', () => {
  it("asks the frame's window to print and keeps one frame however often it is asked", async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const prints: Promise<void>[] = [];
    let calls = 0;
    for (let i = 0; i < 3; i++) {
      prints.push(printBlob(new Blob(['%PDF-1.7']), 'Квитанция'));
      const frame = [...frames()].at(-1)!;
      vi.spyOn(frame.contentWindow!, 'print').mockImplementation(() => void calls++);
      frame.dispatchEvent(new Event('load'));
    }
    const last = [...frames()].at(-1)!;
    expect(calls).toBe(3);
    await Promise.all(prints);
    expect(frames()).toHaveLength(1);
    expect(last.getAttribute('src')).toBe('blob:receipt');
    // Each frame replaced gave its address back.
    expect(revoke).toHaveBeenCalledTimes(2);
  });

  it('rejects rather than throwing on the page when the frame was refused, and removes it', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const printing = printBlob(new Blob(['%PDF-1.7']), 'Квитанция');
    const frame = [...frames()][0]!;
    // A frame the policy blocked holds an error page of another origin: its window refuses access.
    vi.spyOn(frame.contentWindow!, 'addEventListener').mockImplementation(() => {
      throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
    });
    frame.dispatchEvent(new Event('load'));
    await expect(printing).rejects.toThrow(/cross-origin/);
    expect(frames()).toHaveLength(0);
  });
});
