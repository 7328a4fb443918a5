import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TAppLinks } from '@city-parking/contract/site/site-options';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { StoreLinks } from './store-links.tsx';

const NONE: TAppLinks = { iosLink: '', androidLink: '', yandexStoreLink: '', apkLink: '', appLink: '' };

describe('StoreLinks', () => {
  it('links the stores and the APK file the city has set', () => {
    renderWithProviders(
      <StoreLinks
        appLinks={{
          ...NONE,
          iosLink: 'https://apps.apple.com/app/id1',
          androidLink: 'https://play.google.com/store/apps/details?id=a',
          yandexStoreLink: 'https://store.yandex.ru/apps/a',
          apkLink: '/files/parking.apk',
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', 'https://apps.apple.com/app/id1');
    expect(screen.getByRole('link', { name: 'Google Play' })).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=a');
    expect(screen.getByRole('link', { name: 'Яндекс Store' })).toHaveAttribute('href', 'https://store.yandex.ru/apps/a');
    const apk = screen.getByRole('link', { name: 'Скачать APK' });
    expect(apk).toHaveAttribute('href', '/files/parking.apk');
    expect(apk).toHaveAttribute('download');
  });

  it('leaves out a link that leads to no store and no APK file', () => {
    renderWithProviders(
      <StoreLinks
        appLinks={{ ...NONE, iosLink: 'javascript:alert(1)', androidLink: 'cityparking://open', yandexStoreLink: 'store', apkLink: '/city/perm/api/app.json' }}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Мобильное приложение' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows nothing when the city has no app', () => {
    renderWithProviders(<StoreLinks appLinks={NONE} />);
    expect(screen.queryByRole('group', { name: 'Мобильное приложение' })).not.toBeInTheDocument();
  });
});
