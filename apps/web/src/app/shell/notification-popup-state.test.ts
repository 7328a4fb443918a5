import { describe, expect, it } from 'vitest';
import { shouldShowPopup } from './notification-popup-state.ts';

const popup = { title: 'Hello', message: 'News', updated: '2026-11-01T00:00:00.000Z' };

describe('shouldShowPopup', () => {
  it('shows a popup that was never closed', () => {
    expect(shouldShowPopup({ closed: false, updated: '' }, popup)).toBe(true);
  });
  it('keeps a closed popup closed while the server has nothing newer', () => {
    expect(shouldShowPopup({ closed: true, updated: popup.updated }, popup)).toBe(false);
  });
  it('reopens when the server updated the popup after it was closed', () => {
    expect(shouldShowPopup({ closed: true, updated: popup.updated }, { ...popup, updated: '2026-11-02T00:00:00.000Z' })).toBe(true);
  });
  it('stays closed when title and message are empty', () => {
    expect(shouldShowPopup({ closed: false, updated: '' }, { ...popup, title: ' ', message: '' })).toBe(false);
  });
});
