import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox, TextInput } from '@mantine/core';
import type { ChangeEvent, FormEvent } from 'react';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { PasswordField } from '@/lib/ui/password-field.tsx';
import { useForm } from './use-form.ts';

const change = (value: string | boolean) => ({ currentTarget: { value, checked: value } }) as unknown as ChangeEvent<HTMLInputElement>;

describe('useForm', () => {
  it('validates on submit, calls the handler only when every rule passes, and clears an error on edit', () => {
    const handler = vi.fn();
    const { result } = renderHook(() =>
      useForm({
        initialValues: { pass: '', repeat: '', agree: false },
        validate: {
          pass: (v) => (v.length >= 6 ? null : 'short'),
          repeat: (v, all) => (v === all.pass ? null : 'differs'),
          agree: (v) => (v ? null : 'agree'),
        },
      }),
    );
    act(() => result.current.onSubmit(handler)());
    expect(result.current.errors).toEqual({ pass: 'short', agree: 'agree' });
    expect(handler).not.toHaveBeenCalled();

    act(() => result.current.getInputProps('pass').onChange(change('secret1')));
    expect(result.current.errors.pass).toBeUndefined();
    act(() => result.current.getInputProps('repeat').onChange(change('secret2')));
    act(() => result.current.getInputProps('agree', { type: 'checkbox' }).onChange(change(true)));
    act(() => result.current.onSubmit(handler)());
    expect(result.current.errors).toEqual({ repeat: 'differs' });

    act(() => result.current.setFieldValue('repeat', 'secret1'));
    act(() => result.current.onSubmit(handler)());
    expect(handler).toHaveBeenCalledWith({ pass: 'secret1', repeat: 'secret1', agree: true });
    expect(result.current.getInputProps('agree', { type: 'checkbox' })).toMatchObject({ checked: true });
  });

  it("says a field's issue once it has been left or the form submitted, and forgets both on reset", () => {
    const { result } = renderHook(() => useForm({ initialValues: { zone: '', plate: '' } }));
    expect(result.current.shown('zone')).toBe(false);
    act(() => result.current.getInputProps('zone').onBlur());
    expect(result.current.shown('zone')).toBe(true);
    expect(result.current.shown('plate')).toBe(false);
    act(() => result.current.markSubmitted());
    expect(result.current.shown('plate')).toBe(true);
    act(() => result.current.setFieldValue('plate', 'A001AA'));
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ zone: '', plate: '' });
    expect(result.current.shown('zone')).toBe(false);
  });

  it('calls onEdit after every edit and keeps a server error until the field changes', () => {
    const onEdit = vi.fn();
    const { result } = renderHook(() => useForm({ initialValues: { number: '' }, onEdit }));
    act(() => result.current.setFieldError('number', 'taken'));
    expect(result.current.getInputProps('number').error).toBe('taken');
    act(() => result.current.getInputProps('number').onChange(change('77')));
    expect(result.current.getInputProps('number').error).toBeUndefined();
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('after an invalid submit focuses the first field in form order whose error is shown, described by its error', async () => {
    const handler = vi.fn();
    renderWithProviders(<SignUp onValid={handler} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Anna' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The name passes; the e-mail is the first field with an issue, before the password and the box.
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter the e-mail');
    expect(handler).not.toHaveBeenCalled();
  });

  it('moves on to the next field with an issue, a password or a checkbox, and leaves focus alone once valid', async () => {
    const handler = vi.fn();
    renderWithProviders(<SignUp onValid={handler} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'a@b.cd' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter the password');

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription('Agree first');

    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(handler).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });

  it('with markSubmitted and its event, focuses the first issue a form computes by itself', async () => {
    renderWithProviders(<OwnReader />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByLabelText('Zone')).toHaveFocus();
    expect(screen.getByLabelText('Zone')).toHaveAccessibleDescription('Choose a zone');
  });
});

/** A form with rules on every kind of field the app uses: text, password and a checkbox. */
function SignUp({ onValid }: { onValid: () => void }) {
  const form = useForm({
    initialValues: { name: '', email: '', password: '', agree: false },
    validate: {
      name: (v) => (v ? null : 'Enter the name'),
      email: (v) => (v.includes('@') ? null : 'Enter the e-mail'),
      password: (v) => (v ? null : 'Enter the password'),
      agree: (v) => (v ? null : 'Agree first'),
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit(onValid)}>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="E-mail" {...form.getInputProps('email')} />
      <PasswordField label="Password" {...form.getInputProps('password')} />
      <Checkbox label="I agree" {...form.getInputProps('agree', { type: 'checkbox' })} />
      <button type="submit">Send</button>
    </form>
  );
}

/** A form whose issues are read from all values at once and shown with `shown`. */
function OwnReader() {
  const form = useForm({ initialValues: { zone: '' } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitted(event);
  };
  return (
    <form noValidate onSubmit={submit}>
      <TextInput label="Zone" {...form.getInputProps('zone')} error={form.shown('zone') && !form.values.zone ? 'Choose a zone' : undefined} />
      <button type="submit">Pay</button>
    </form>
  );
}
