import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
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
});
