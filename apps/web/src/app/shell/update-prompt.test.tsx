import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('UpdatePrompt', () => {
  it('asks the waiting version to take over when the driver agrees', async () => {
    const container = new EventTarget();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: container }));
    const worker = { postMessage: vi.fn() } as unknown as ServiceWorker;
    renderWithProviders(<UpdatePrompt worker={worker} />, { route: '/en' });

    expect(await screen.findByRole('status')).toHaveTextContent('A new version of the app is available.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });
});
