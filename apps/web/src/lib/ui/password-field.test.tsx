import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { PasswordField } from './password-field.tsx';

describe('PasswordField', () => {
  it('hides the password until its button shows it, and hides it again', async () => {
    renderWithProviders(<PasswordField label="Пароль" defaultValue="secret" />);
    const input = screen.getByLabelText('Пароль');
    const toggle = screen.getByRole('button', { name: 'Показать или скрыть пароль' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });
});
