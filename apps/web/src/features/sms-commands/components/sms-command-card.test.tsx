import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { SmsCommandCard } from './sms-command-card.tsx';

// The server answers the transcription in the page's language; the command letter stays as typed.
const extendEn = { name: 'Extend parking', hint: 'The letter П', example: 'П*А123ВС161*1', command_transcription: 'П*Plate*Extra hours' };
const extendRu = { name: 'Продление парковки', hint: 'Буква П', example: 'П*А123ВС161*1', command_transcription: 'П*Госномер*Доп. часы' };

describe('SmsCommandCard', () => {
  it('shows the parts of an English command one by one under /en', async () => {
    renderWithProviders(<SmsCommandCard command={extendEn} sendTo="7757" />, { route: '/en' });
    const card = await screen.findByRole('region', { name: 'Extend parking' });
    const format = within(card).getByRole('group', { name: 'Command format' });
    expect(format).toHaveTextContent('П*Plate*Extra hours');
    expect(within(format).getByText('Plate', { exact: true })).toBeInTheDocument();
  });

  it('shows a Russian command as it is', async () => {
    renderWithProviders(<SmsCommandCard command={extendRu} sendTo="7757" />);
    const card = await screen.findByRole('region', { name: 'Продление парковки' });
    expect(within(card).getByRole('group', { name: 'Формат команды' })).toHaveTextContent('П*Госномер*Доп. часы');
  });
});
