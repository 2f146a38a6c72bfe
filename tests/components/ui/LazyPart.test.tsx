/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, render, screen } from '@testing-library/react';
import { lazyPart } from '@/components/ui/lazy-part';

function Panel({ open, text }: { open: boolean; text: string }) {
  return open ? <p>{text}</p> : null;
}

describe('lazyPart', () => {
  it('loads at once when it opens, renders nothing before, then the part itself', async () => {
    const load = jest.fn(async () => Panel);
    const LazyPanel = lazyPart(load);
    const { rerender } = render(<LazyPanel open={false} text="Hello" />);
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
    rerender(<LazyPanel open text="Hello" />);
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws the placeholder in its place until the part is there, none while closed', async () => {
    let resolve: (part: typeof Panel) => void = () => undefined;
    const load = jest.fn(() => new Promise<typeof Panel>((r) => (resolve = r)));
    const Placeholder = ({ text }: { open: boolean; text: string }) => <p>Waiting {text}</p>;
    const LazyPanel = lazyPart(load, undefined, Placeholder);
    const { rerender } = render(<LazyPanel open={false} text="Card" />);
    expect(screen.queryByText('Waiting Card')).not.toBeInTheDocument();
    rerender(<LazyPanel open text="Card" />);
    expect(screen.getByText('Waiting Card')).toBeInTheDocument();
    await act(async () => resolve(Panel));
    expect(screen.getByText('Card')).toBeInTheDocument();
    expect(screen.queryByText('Waiting Card')).not.toBeInTheDocument();
  });

  it('prefetches a closed part when the page is idle, once for every instance', async () => {
    jest.useFakeTimers();
    const load = jest.fn(async () => Panel);
    const LazyPanel = lazyPart(load);
    render(
      <>
        <LazyPanel open={false} text="A" />
        <LazyPanel open={false} text="B" />
      </>,
    );
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(250);
    });
    expect(load).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });

  it('tries again after a failed load', async () => {
    const load = jest
      .fn<() => Promise<typeof Panel>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(Panel);
    const LazyPanel = lazyPart(load);
    const first = render(<LazyPanel open text="Again" />);
    await act(async () => undefined);
    expect(screen.queryByText('Again')).not.toBeInTheDocument();
    first.unmount();
    render(<LazyPanel open text="Again" />);
    expect(await screen.findByText('Again')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
