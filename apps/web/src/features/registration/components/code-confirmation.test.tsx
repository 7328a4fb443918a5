import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { ApiError } from '@/lib/http/api-error.ts';
import { CodeConfirmation } from './code-confirmation.tsx';

afterEach(() => vi.restoreAllMocks());

describe('CodeConfirmation', { timeout: 15_000 }, () => {
  it('confirms a typed code only, and says a refused one', async () => {
    const confirm = vi.fn().mockRejectedValueOnce(new ApiError('CodeIncorrect')).mockResolvedValue({ completed: true });
    const onConfirmed = vi.fn();
    renderWithProviders(
      <CodeConfirmation
        title="Телефон"
        hint="Код в SMS"
        codeLabel="Код из SMS"
        confirmed={false}
        confirm={confirm}
        resend={vi.fn()}
        onConfirmed={onConfirmed}
      />,
    );
    expect(screen.getByRole('button', { name: 'Подтвердить' })).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Код из SMS'));
    await userEvent.paste('1234');
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalled(), { timeout: 5_000 });
    expect(confirm).toHaveBeenLastCalledWith('1234');
  });
});
