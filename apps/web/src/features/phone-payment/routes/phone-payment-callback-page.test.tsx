import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { PhonePaymentCallbackPage } from './phone-payment-callback-page.tsx';

describe('PhonePaymentCallbackPage', () => {
  it('asks to wait for the SMS and links to the operations history and the main page', () => {
    renderWithProviders(<PhonePaymentCallbackPage />, { route: '/phone-payment-callback' });
    expect(screen.getByRole('heading', { name: 'Подтвердите оплату по SMS' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Дождитесь его и следуйте инструкциям');
    expect(screen.getByRole('link', { name: 'История операций' })).toHaveAttribute('href', '/profile/operations');
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  });

  it('speaks English under /en, with English links', async () => {
    renderWithProviders(<PhonePaymentCallbackPage />, { route: '/en/phone-payment-callback' });
    expect(await screen.findByRole('heading', { name: 'Confirm the payment by SMS' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Operations history' })).toHaveAttribute('href', '/en/profile/operations');
    expect(screen.getByRole('link', { name: 'To the main page' })).toHaveAttribute('href', '/en');
  });
});
