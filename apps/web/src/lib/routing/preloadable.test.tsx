import { lazy, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable.ts';

const pageModule = { default: () => <h1>The page</h1> };

describe('preloadable', () => {
  it('loads once and then answers in the call itself', async () => {
    const loader = vi.fn(() => Promise.resolve(pageModule));
    const load = preloadable(loader);
    await expect(load()).resolves.toBe(pageModule);

    let seen: unknown;
    void load().then((module) => {
      seen = module;
    });
    expect(seen).toBe(pageModule);
    await expect(load()).resolves.toBe(pageModule);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('shares one load between calls made while it is on its way', async () => {
    let arrive: (module: typeof pageModule) => void = () => undefined;
    const loader = vi.fn(() => new Promise<typeof pageModule>((resolve) => (arrive = resolve)));
    const load = preloadable(loader);
    const first = load();
    const second = load();
    arrive(pageModule);
    await expect(Promise.all([first, second])).resolves.toEqual([pageModule, pageModule]);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(pageModule);
    const load = preloadable(loader);
    await expect(load()).rejects.toThrow('chunk failed');
    await expect(load()).resolves.toBe(pageModule);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('lets React.lazy render a preloaded page without its fallback', async () => {
    const load = preloadable(() => Promise.resolve(pageModule));
    const Page = lazy(load);
    await load();

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );

    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('still shows the fallback for a page not loaded yet', async () => {
    const Page = lazy(preloadable(() => Promise.resolve(pageModule)));

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );

    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });
});
