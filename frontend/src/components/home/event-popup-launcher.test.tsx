import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { Event } from '../../../../contract/schemas';
import { site } from '../../content/site';
import { recordRequests, type SentRequest } from '../../test/msw/requests';
import { on, pathOf } from '../../test/msw/routes';
import { server } from '../../test/msw/server';
import { renderWithProviders } from '../../test/render-with-providers';
import { EventPopupLauncher } from './event-popup-launcher';

const event: Event = {
  id: 'evt-1',
  title: 'Worship Keys Intensive',
  description: 'A day of keyboard skills for worship teams.',
  date: '2031-03-08',
  startTime: '10:00',
  endTime: '16:00',
  location: 'Lagos Concert Hall',
  address: 'Victoria Island, Lagos',
  price: 15000,
  maxParticipants: 40,
  isActive: true,
  seatsTaken: 3,
  createdAt: '2031-01-01T00:00:00.000Z',
};

function renderPopup() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<EventPopupLauncher />} />
      <Route path="/events" element={<p>Events page</p>} />
    </Routes>,
  );
}

let sent: SentRequest[];
const upcomingCalls = () => sent.filter((r) => r.path === pathOf('list-upcoming-events')).length;
const serveUpcoming = (events: Event[]) => server.use(on('list-upcoming-events', () => HttpResponse.json({ events })));

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  sent = recordRequests();
  serveUpcoming([event]);
});

afterEach(() => {
  jest.useRealTimers();
});

test('opens 3 s after a first visit with the first upcoming event', async () => {
  renderPopup();
  act(() => jest.advanceTimersByTime(2900));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  act(() => jest.advanceTimersByTime(100));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Worship Keys Intensive');
  expect(dialog).toHaveTextContent('Saturday, March 8, 2031');
  expect(dialog).toHaveTextContent('10:00 AM - 4:00 PM');
  expect(dialog).toHaveTextContent('Lagos Concert Hall');
  expect(dialog).toHaveTextContent('Victoria Island, Lagos');
  expect(dialog).toHaveTextContent('Max 40 participants');
  expect(dialog).toHaveTextContent('A day of keyboard skills for worship teams.');
  // No early-bird price on this event; 10:00 to 16:00 is six hours.
  expect(dialog).not.toHaveTextContent('Early bird pricing available');
  expect(dialog).toHaveTextContent('Full day program');
  expect(screen.getByRole('img', { name: 'Worship Keys Intensive' })).toHaveAttribute('src', '/images/event-default.webp');
  expect(screen.getByRole('link', { name: 'Register Now - ₦15,000' })).toBeInTheDocument();
  expect(localStorage.getItem(site.popupSeenKey)).toBe('1');
  expect(screen.getByRole('dialog')).toHaveAttribute('aria-modal', 'true');
});

test('says early bird only while one applies, and full day only for six hours or more', async () => {
  serveUpcoming([{ ...event, startTime: '10:00', endTime: '13:00', earlyBirdPrice: 12000, earlyBirdEndsOn: '2031-03-01' }]);
  renderPopup();
  act(() => jest.advanceTimersByTime(3000));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Early bird pricing available');
  expect(dialog).not.toHaveTextContent('Full day program');
  // The price shown is the one that applies now.
  expect(screen.getByRole('link', { name: 'Register Now - ₦12,000' })).toBeInTheDocument();
});

test('an early-bird price that has ended is not announced', async () => {
  serveUpcoming([{ ...event, earlyBirdPrice: 12000, earlyBirdEndsOn: '2020-03-01' }]);
  renderPopup();
  act(() => jest.advanceTimersByTime(3000));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).not.toHaveTextContent('Early bird pricing available');
  expect(screen.getByRole('link', { name: 'Register Now - ₦15,000' })).toBeInTheDocument();
});

test('the close button closes it, unlocks the page and fetches nothing more', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderPopup();
  act(() => jest.advanceTimersByTime(3000));
  await screen.findByRole('dialog');

  await user.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(10_000));
});

test('a click on the backdrop closes it', async () => {
  // While a modal is open everything outside it has pointer-events: none, as in a browser.
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, pointerEventsCheck: 0 });
  renderPopup();
  act(() => jest.advanceTimersByTime(3000));
  const dialog = await screen.findByRole('dialog');

  // The dialog fills the viewport around the card: a click on it (not the card) is a backdrop click.
  await user.click(dialog);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test.each([
  ['link', 'Register Now - ₦15,000'],
  ['button', 'Learn More'],
] as const)('%s %s closes it and goes to /events', async (role, name) => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderPopup();
  act(() => jest.advanceTimersByTime(3000));
  await screen.findByRole('dialog');

  await user.click(screen.getByRole(role, { name }));
  expect(await screen.findByText('Events page')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('does not show again once the flag is set', async () => {
  localStorage.setItem(site.popupSeenKey, '1');
  renderPopup();
  act(() => jest.advanceTimersByTime(10_000));
  await act(async () => {});
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('renders nothing when there is no upcoming event', async () => {
  serveUpcoming([]);
  renderPopup();
  act(() => jest.advanceTimersByTime(3000));
  await waitFor(() => expect(upcomingCalls()).toBe(1));
  await act(async () => {});
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
