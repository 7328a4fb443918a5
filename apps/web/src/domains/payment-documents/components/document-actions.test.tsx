import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo } from '@/testing/calls-to.ts';
import { driverProfile } from '@/testing/driver-profile.ts';
import { mockApi } from '@/testing/mock-api.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { signInForEachTest } from '@/testing/sign-in-for-each-test.ts';
import { DocumentActions } from './document-actions.tsx';

const pdf = () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });

const api = (receipt: () => unknown = pdf, sendreceipt: unknown = { status: 'ok' }) =>
  mockApi({
    '/api/profile/get-profile-v6': driverProfile({ email: 'driver@parking.test' }),
    '/api/receipt': receipt,
    '/api/sendreceipt': sendreceipt,
  });

signInForEachTest();

describe('DocumentActions', { timeout: 15_000 }, () => {
  it('downloads the PDF, fetched with the token, as receipt.pdf, and fetches it once for every action', async () => {
    const fetch = api();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('receipt.pdf');
      expect(this.href).toBe('blob:receipt');
    });
    renderWithProviders(<DocumentActions receiptnumber="R-00042" />);
    expect(screen.getByRole('group', { name: 'Действия с документом № R-00042' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Скачать' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Печать' }));
    await waitFor(() => expect(document.querySelector('iframe[data-print-frame]')).toHaveAttribute('src', 'blob:receipt'));
    expect(callsTo(fetch, '/api/receipt?')).toHaveLength(1);
    expect(String(callsTo(fetch, '/api/receipt?')[0]?.[0])).toMatch(/token=tok-1&receiptnumber=R-00042/);
  });

  it("says why a document cannot be had (another driver's number)", async () => {
    api(() => ({ status: 'error', errorName: 'PaymentDocumentNotFound' }));
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<DocumentActions receiptnumber="R-1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Квитанция не найдена');
  });

  it('checks the address by the spec rule and sends the document to it', async () => {
    const fetch = api();
    renderWithProviders(<DocumentActions receiptnumber="R-7" />);
    await userEvent.click(screen.getByRole('button', { name: 'Отправить на e-mail' }));
    const field = await screen.findByRole('textbox', { name: /E-mail/ });
    await waitFor(() => expect(field).toHaveValue('driver@parking.test'));
    const send = screen.getByRole('button', { name: 'Отправить' });

    await userEvent.clear(field);
    await userEvent.click(send);
    expect(await screen.findByText('Необходимо заполнить')).toBeInTheDocument();
    expect(field).toHaveFocus();
    await userEvent.paste(`${'a'.repeat(45)}@mail.ru`);
    await userEvent.click(send);
    expect(await screen.findByText('Длинна не более 50 символов')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.paste('driver@mail');
    await userEvent.click(send);
    expect(await screen.findByText('Неверный формат адреса')).toBeInTheDocument();
    expect(callsTo(fetch, '/api/sendreceipt')).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.paste('boss@firm.ru');
    await userEvent.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent('Документ отправлен на boss@firm.ru');
    expect(String(callsTo(fetch, '/api/sendreceipt')[0]?.[0])).toMatch(/token=tok-1&receiptnumber=R-7&email=boss%40firm.ru/);
  });

  it("puts the server's refusal of the address on the field, in English", async () => {
    api(pdf, { status: 'error', errorName: 'ValidationError', fields: { email: 'ReceiptEmailFormat' } });
    renderWithProviders(<DocumentActions receiptnumber="R-7" />, { route: '/en' });
    await userEvent.click(screen.getByRole('button', { name: 'Send by e-mail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Wrong address format')).toBeInTheDocument();
  });
});
