import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { SmsCommandCard } from './sms-command-card.tsx';

const extend = { name: 'Extend parking', hint: 'The letter П', example: 'П*А123ВС161*1', command_transcription: 'П*Госномер*Доп. часы' };

describe('SmsCommandCard', () => {
  it('names the parts of a command in English under /en, keeping its letters', async () => {
    renderWithProviders(<SmsCommandCard command={extend} sendTo="7757" />, { route: '/en' });
    const card = await screen.findByRole('region', { name: 'Extend parking' });
    expect(within(card).getByRole('group', { name: 'Command format' })).toHaveTextContent('П*Plate*Extra hours');
  });

  it('keeps them in Russian', async () => {
    renderWithProviders(<SmsCommandCard command={extend} sendTo="7757" />);
    const card = await screen.findByRole('region', { name: 'Extend parking' });
    expect(within(card).getByRole('group', { name: 'Формат команды' })).toHaveTextContent('П*Госномер*Доп. часы');
  });
});
