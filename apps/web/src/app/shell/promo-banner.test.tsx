import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { PromoBanner } from './promo-banner.tsx';

const banner = {
  enabled: true,
  imageUrl: '/banners/winter-promo.svg',
  imageUrlSmall: '/banners/winter-promo-small.svg',
  imageUrlEn: '/banners/winter-promo-en.svg',
  imageUrlSmallEn: '/banners/winter-promo-small-en.svg',
  link: '/news/1',
};

describe('PromoBanner', () => {
  afterEach(() => window.sessionStorage.clear());

  it('shows the Russian image linking to the news in Russian', async () => {
    renderWithProviders(<PromoBanner banner={banner} />);
    const image = await screen.findByRole('img');
    expect(image).toHaveAttribute('src', '/banners/winter-promo.svg');
    expect(image.closest('a')).toHaveAttribute('href', '/news/1');
  });

  it('shows the English image and keeps English pages in English', async () => {
    renderWithProviders(<PromoBanner banner={banner} />, { route: '/en' });
    const image = await screen.findByRole('img');
    expect(image).toHaveAttribute('src', '/banners/winter-promo-en.svg');
    expect(image.closest('a')).toHaveAttribute('href', '/en/news/1');
  });

  it('falls back to the one image of a promo without English ones and leaves full addresses alone', async () => {
    renderWithProviders(<PromoBanner banner={{ ...banner, imageUrlEn: undefined, link: 'https://example.org/promo' }} />, { route: '/en' });
    const image = await screen.findByRole('img');
    expect(image).toHaveAttribute('src', '/banners/winter-promo.svg');
    expect(image.closest('a')).toHaveAttribute('href', 'https://example.org/promo');
  });
});
