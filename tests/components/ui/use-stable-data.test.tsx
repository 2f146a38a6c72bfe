/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { useStableData } from '@/components/ui/use-stable-data';

describe('useStableData', () => {
  it('keeps the first object while rereads bring the same content, takes new content', () => {
    const first = [{ uuid: 'a', plate: 'AB1' }];
    const { result, rerender } = renderHook(({ value }) => useStableData(value), {
      initialProps: { value: first },
    });
    expect(result.current).toBe(first);

    rerender({ value: [{ uuid: 'a', plate: 'AB1' }] });
    expect(result.current).toBe(first);

    const changed = [{ uuid: 'a', plate: 'AB2' }];
    rerender({ value: changed });
    expect(result.current).toBe(changed);

    rerender({ value: [{ uuid: 'a', plate: 'AB2' }] });
    expect(result.current).toBe(changed);
  });
});
