import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useSubmitGuard } from './use-submit-guard.ts';

describe('useSubmitGuard', () => {
  it('lets one call through until it is released, across renders', () => {
    const { result, rerender } = renderHook(() => useSubmitGuard());
    expect(result.current.hold()).toBe(true);
    rerender();
    expect(result.current.busy).toBe(true);
    expect(result.current.hold()).toBe(false);
    result.current.release();
    expect(result.current.hold()).toBe(true);
  });
});
