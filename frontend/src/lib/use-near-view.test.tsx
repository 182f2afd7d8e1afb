import { act, render, screen } from '@testing-library/react';
import { useNearView } from './use-near-view';

function Below() {
  const { ref, near } = useNearView<HTMLDivElement>();
  return <div ref={ref}>{near ? 'charts' : 'placeholder'}</div>;
}

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

test('below the fold: the placeholder until the box comes near the screen, then the content for good', () => {
  let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
  const options: IntersectionObserverInit[] = [];
  globalThis.IntersectionObserver = class {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void, init: IntersectionObserverInit) {
      report = callback;
      options.push(init);
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  render(<Below />);
  expect(screen.getByText('placeholder')).toBeInTheDocument();
  expect(options[0].rootMargin).toBe('200px');
  act(() => report!([{ isIntersecting: false }]));
  expect(screen.getByText('placeholder')).toBeInTheDocument();
  act(() => report!([{ isIntersecting: true }]));
  expect(screen.getByText('charts')).toBeInTheDocument();
});

test('a browser that cannot tell shows the content at once', () => {
  render(<Below />);
  expect(screen.getByText('charts')).toBeInTheDocument();
});
