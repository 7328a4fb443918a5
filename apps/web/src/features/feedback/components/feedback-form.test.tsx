import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { FeedbackForm } from './feedback-form.tsx';

const topics = [{ value: 'payment', label: { ru: 'Оплата парковки', en: 'Parking payment' } }];

describe('FeedbackForm', () => {
  it('keeps Send waiting while the contacts it fills in are loading', async () => {
    const loading = renderWithProviders(
      <FeedbackForm topics={topics} contacts={{ phone: '', email: '' }} contactsLoading fineUin={null} onRegistered={vi.fn()} />,
    );
    expect(await screen.findByRole('button', { name: 'Отправить' })).toBeDisabled();
    loading.unmount();

    renderWithProviders(<FeedbackForm topics={topics} contacts={{ phone: '79120000001', email: 'a@b.ru' }} fineUin={null} onRegistered={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Отправить' })).toBeEnabled();
    expect(screen.getByLabelText(/Телефон/)).toHaveValue('79120000001');
  }, 15_000);
});
