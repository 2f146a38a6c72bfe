/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, renderHook } from '@testing-library/react';
import { useAction } from '@/components/ui/use-action';
import { ApiError } from '@/lib/fetcher';
import { coreMessages } from '@/lib/messages/core';

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

describe('useAction', () => {
  it('is busy while the action runs and runs it once at a time', async () => {
    const pending = deferred();
    const action = jest.fn<(id: string) => Promise<void>>(() => pending.promise);
    const { result } = renderHook(() => useAction(action));
    expect(result.current.busy).toBe(false);

    let first: Promise<boolean> = Promise.resolve(false);
    act(() => {
      first = result.current.run('a');
    });
    expect(result.current.busy).toBe(true);
    let second = true;
    await act(async () => {
      second = await result.current.run('b');
    });
    expect(second).toBe(false);
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith('a');

    await act(async () => {
      pending.resolve();
      await expect(first).resolves.toBe(true);
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it("keeps the ApiError's message, else the failure text, and clears it on the next run", async () => {
    let fail: unknown = new ApiError(409, 'CONFLICT', 'The plate is already on this list.');
    const { result } = renderHook(() =>
      useAction(async () => {
        if (fail) throw fail;
      }, 'The list could not be saved.'),
    );
    await act(async () => {
      await expect(result.current.run()).resolves.toBe(false);
    });
    expect(result.current.error).toBe('The plate is already on this list.');
    expect(result.current.busy).toBe(false);

    fail = new TypeError('Failed to fetch');
    await act(async () => {
      await result.current.run();
    });
    expect(result.current.error).toBe('The list could not be saved.');

    fail = null;
    await act(async () => {
      await expect(result.current.run()).resolves.toBe(true);
    });
    expect(result.current.error).toBeNull();
  });

  it('falls back to the generic text, takes a function of the cause, and resets', async () => {
    const { result, rerender } = renderHook(
      ({ text }: { text?: (cause: unknown) => string }) =>
        useAction(async () => {
          throw new TypeError('Failed to fetch');
        }, text),
      { initialProps: {} },
    );
    await act(async () => {
      await result.current.run();
    });
    expect(result.current.error).toBe(coreMessages.serverError);
    act(() => result.current.reset());
    expect(result.current.error).toBeNull();

    rerender({ text: (cause: unknown) => (cause instanceof TypeError ? 'Offline.' : 'Other.') });
    await act(async () => {
      await result.current.run();
    });
    expect(result.current.error).toBe('Offline.');
  });
});
