/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useInView } from '@/components/ui/use-in-view';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  return <div ref={ref}>{inView ? 'shown' : 'waiting'}</div>;
}

type Callback = (entries: { isIntersecting: boolean; target: Element }[]) => void;

/** A stand-in IntersectionObserver the test drives. */
class FakeObserver {
  static last: FakeObserver | null = null;
  observed = new Set<Element>();
  constructor(readonly callback: Callback) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {
    this.observed.clear();
  }
}

describe('useInView', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  it('is true at once where nothing can tell (no IntersectionObserver)', () => {
    render(<Probe />);
    expect(screen.getByText('shown')).toBeInTheDocument();
  });

  it('waits until the element comes into view, then stops watching it', () => {
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      value: FakeObserver,
    });
    render(<Probe />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    const observer = FakeObserver.last!;
    const [el] = [...observer.observed];
    act(() => observer.callback([{ isIntersecting: false, target: el }]));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => observer.callback([{ isIntersecting: true, target: el }]));
    expect(screen.getByText('shown')).toBeInTheDocument();
    expect(observer.observed.size).toBe(0);
  });
});
