import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_CONTENT } from '../../../../contract/default-site-content';
import { renderWithProviders } from '../../test/render-with-providers';
import { LazyMap, MAP_DWELL_MS } from './lazy-map';

const contact = DEFAULT_SITE_CONTENT.contact;

/** jsdom has no IntersectionObserver: this one reports what the test says is on screen. */
class ScreenObserver {
  static last: ScreenObserver | undefined;
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {
    ScreenObserver.last = this;
  }
  observe() {}
  disconnect() {}
  show(onScreen: boolean) {
    act(() => this.report([{ isIntersecting: onScreen }]));
  }
}

beforeEach(() => {
  jest.useFakeTimers();
  Object.assign(window, { IntersectionObserver: ScreenObserver });
});
afterEach(() => {
  jest.useRealTimers();
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const frame = () => screen.queryByTitle(/^Map showing/);
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

test('scrolling past the map loads nothing; a second on screen loads it', () => {
  renderWithProviders(<LazyMap contact={contact} />);
  const observer = ScreenObserver.last!;
  observer.show(true);
  wait(MAP_DWELL_MS - 100);
  observer.show(false);
  wait(MAP_DWELL_MS * 2);
  expect(frame()).toBeNull();

  observer.show(true);
  wait(MAP_DWELL_MS);
  expect(frame()).toHaveAttribute('src', expect.stringContaining(encodeURIComponent(contact.mapLocation)));
});

test('Show map loads it at once', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(<LazyMap contact={contact} />);
  await user.click(screen.getByRole('button', { name: 'Show map' }));
  expect(frame()).toBeInTheDocument();
});
