import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { SettingRoute } from './setting-route.tsx';

const withFeedback = (useFeedback: boolean) => mockApi({ '/api/info/get-options-info-v3': { status: 'ok', result: siteInfo({ settings: { useFeedback } }) } });

describe('SettingRoute', () => {
  it('shows the page where the city has the feature', async () => {
    withFeedback(true);
    renderWithProviders(
      <SettingRoute setting="useFeedback">
        <h1>Обратная связь</h1>
      </SettingRoute>,
      { route: '/profile/feedback' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Обратная связь' })).toBeInTheDocument();
  });

  it('answers the not-found page where the city switched it off, also by address', async () => {
    withFeedback(false);
    renderWithProviders(
      <SettingRoute setting="useFeedback">
        <h1>Обратная связь</h1>
      </SettingRoute>,
      { route: '/en/profile/feedback' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Обратная связь' })).not.toBeInTheDocument();
  });
});
