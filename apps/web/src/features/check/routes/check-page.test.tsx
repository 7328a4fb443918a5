import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { canonicalCheck, checkFieldsOf } from '@city-parking/contract/fiscal/canonical-check';
import { mockApi, siteInfo } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { tokenStore } from '@/lib/auth/token-store.ts';
import { CheckPage } from './check-page.tsx';

afterEach(() => {
  tokenStore.clear('standart');
  vi.restoreAllMocks();
});

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** Perm's key, published in its site options, and a link signed with it as the server signs one. */
async function signedLink(query: string) {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const receiptPublicKey = base64url(await crypto.subtle.exportKey('raw', pair.publicKey));
  mockApi({ '/api/info/get-options-info': { status: 'ok', result: siteInfo({ receiptPublicKey }) } });
  const params = new URLSearchParams(query);
  const text = new TextEncoder().encode(canonicalCheck(checkFieldsOf(params)));
  params.set('sig', base64url(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, text)));
  return `/check?${params}`;
}

const link = '/check?title=Зона 101&dateIn=2026-11-20T09:00:00Z&dateOut=2026-11-20T11:00:00Z&price=12050&ts=А123ВС59';

describe('CheckPage', () => {
  it('shows the receipt from the query in Moscow time with the rouble plural', () => {
    renderWithProviders(<CheckPage />, { route: link, path: '/check' });
    expect(screen.getByRole('heading', { name: 'Чек за парковку' })).toBeInTheDocument();
    expect(screen.getByText('Зона 101')).toBeInTheDocument();
    expect(screen.getByText('А123ВС59')).toBeInTheDocument();
    expect(screen.getByText('20.11.2026 12:00')).toBeInTheDocument();
    expect(screen.getByText('20.11.2026 14:00')).toBeInTheDocument();
    expect(screen.getByText('120,50 рубля')).toBeInTheDocument();
  });

  it("shows the times on the clock of the link's city", () => {
    renderWithProviders(<CheckPage />, { route: `${link}&city=perm`, path: '/check' });
    expect(screen.getByText('20.11.2026 14:00')).toBeInTheDocument();
    expect(screen.getByText('20.11.2026 16:00')).toBeInTheDocument();
  });

  it('shows the receipt in English', () => {
    renderWithProviders(<CheckPage />, { route: `/en${link}`, path: '/en/check' });
    expect(screen.getByRole('heading', { name: 'Parking receipt' })).toBeInTheDocument();
    expect(screen.getByText('120.50 roubles')).toBeInTheDocument();
  });

  it('explains an incomplete link', () => {
    renderWithProviders(<CheckPage />, { route: '/check?title=x', path: '/check' });
    expect(screen.getByText('Чек не найден')).toBeInTheDocument();
  });

  it('sends a logged-in driver to the main page', () => {
    tokenStore.set('standart', 'token');
    renderWithProviders(<CheckPage />, { route: link, path: '/check', extraRoutes: [{ path: '/', element: <p>main page</p> }] });
    expect(screen.getByText('main page')).toBeInTheDocument();
  });

  it('keeps a signed-in driver on a link the city signed: the proof of their own session', async () => {
    tokenStore.set('standart', 'token');
    const route = await signedLink(`${link.slice('/check?'.length)}&city=perm`);
    renderWithProviders(<CheckPage />, { route, path: '/check', extraRoutes: [{ path: '/', element: <p>main page</p> }] });
    expect(await screen.findByText('Подлинный чек')).toBeInTheDocument();
    expect(screen.queryByText('main page')).not.toBeInTheDocument();
  });

  it('says a link signed by its city is genuine', async () => {
    renderWithProviders(<CheckPage />, { route: await signedLink(`${link.slice('/check?'.length)}&city=perm`), path: '/check' });
    expect(await screen.findByText('Подлинный чек')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Чек подписан городом');
  });

  it('says a signed link whose price was changed is not genuine, in English too', async () => {
    const signed = await signedLink(`${link.slice('/check?'.length)}&city=perm`);
    renderWithProviders(<CheckPage />, { route: `/en${signed.replace('price=12050', 'price=1205')}`, path: '/en/check' });
    expect(await screen.findByText('Not a genuine receipt')).toBeInTheDocument();
    expect(screen.getByText("The receipt was changed: the amount or time do not match the city's signature.")).toBeInTheDocument();
    expect(screen.getByText('12.05 roubles')).toBeInTheDocument();
  });

  it('says a link without a signature cannot be checked', () => {
    renderWithProviders(<CheckPage />, { route: link, path: '/check' });
    expect(screen.getByText('Подлинность не проверить')).toBeInTheDocument();
    expect(screen.getByText('В ссылке нет подписи города.')).toBeInTheDocument();
  });

  it('says a signed link cannot be checked when its city publishes no key', async () => {
    const signed = await signedLink(`${link.slice('/check?'.length)}&city=perm`);
    mockApi({ '/api/info/get-options-info': { status: 'ok', result: siteInfo() } });
    renderWithProviders(<CheckPage />, { route: signed, path: '/check' });
    expect(await screen.findByText(/Город не опубликовал ключ/)).toBeInTheDocument();
  });
});
