import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import { downloadHistory } from './download-history.ts';

describe('downloadHistory', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("asks for the file in the page's language, whatever the browser's", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('PK', {
          headers: { 'Content-Type': 'application/vnd.ms-excel', 'Content-Disposition': 'attachment; filename="operations-2026-11.xlsx"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:history');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockReturnValue(undefined);
    vi.spyOn(i18n, 'language', 'get').mockReturnValue('en');
    await downloadHistory('token', { StartDate: '', EndDate: '', Operation: 'Все', Vehicle: '', Zone: '' }, 'xls');
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('/api/profile/download-history/v1?'), {
      headers: { 'Accept-Language': 'en' },
      signal: undefined,
    });
  });
});
