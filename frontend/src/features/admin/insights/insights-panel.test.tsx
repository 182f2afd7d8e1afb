import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { addDays, todayInLagos } from '../../../../../contract/dates';
import { STATS_MESSAGES, type StatsData } from '../../../../../contract/stats';
import { TOKEN, serveAdminApi } from '../../../test/msw/admin-api';
import { on } from '../../../test/msw/routes';
import { server } from '../../../test/msw/server';
import { renderAdmin, resetAdminTestState } from '../admin-test-utils';

beforeEach(() => {
  resetAdminTestState();
  window.localStorage.setItem('adminToken', TOKEN);
});

const registrationsCaption = () => within(screen.getByRole('figure', { name: 'Registrations per day' })).getByText(/^Registrations per day,/);

test('the overview takes its own from and to: a range over 366 days says why and asks nothing; a right one is what the charts say', async () => {
  serveAdminApi();
  renderAdmin('/admin');
  await screen.findByRole('figure', { name: 'Registrations per day' }, { timeout: 15_000 });
  fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'custom' } });
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-01' } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-05' } });
  expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(STATS_MESSAGES.tooLong);
  expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');

  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-01-10' } });
  expect(await screen.findByText(/^Registrations per day, 1 Jan 2025 to 10 Jan 2025/, {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(registrationsCaption()).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('the school: trial lessons per service booked, attended, missed and enrolled; each programme\'s learners and naira per month', async () => {
  serveAdminApi();
  const stats: StatsData = {
    from: '2026-10-20',
    to: '2026-11-01',
    revenue: [],
    registrations: [],
    events: [],
    sources: { direct: 0, whatsapp: 0, code: 0 },
    services: [{ service: 'vocal-training', booked: 4, attended: 3, noShows: 1, enrolled: 2, enrolledFromTrials: 1 }],
    programmes: [
      {
        id: 'p1',
        name: 'Junior choir',
        service: 'vocal-training',
        activeLearners: 5,
        overdueLearners: 1,
        revenue: [
          { month: '2026-10', naira: 50000 },
          { month: '2026-11', naira: 125000 },
        ],
      },
    ],
  };
  server.use(on('admin-get-stats', () => HttpResponse.json({ success: true, data: stats })));
  renderAdmin('/admin');
  const services = await screen.findByRole('group', { name: 'Trial lessons booked, attended and missed, and learners enrolled (of them, from a trial lesson), per service' }, { timeout: 15_000 });
  expect(within(services).getByRole('row', { name: /Vocal Training/ })).toHaveTextContent(/Vocal Training\s*4\s*3\s*1\s*75%\s*2\s*1/);
  const programmes = screen.getByRole('group', { name: 'Active and overdue learners, and naira collected per month, per programme' });
  expect(within(programmes).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Programme', 'Active learners', 'Overdue', 'Oct 2026', 'Nov 2026']);
  expect(within(programmes).getByRole('row', { name: /Junior choir/ })).toHaveTextContent(/Junior choir\s*5\s*1\s*₦50,000\s*₦125,000/);
});

test('the seats chart says sold, held by checkouts, held for offers, free and the waitlist apart, in its caption and its table', async () => {
  serveAdminApi();
  const date = addDays(todayInLagos(), 3);
  const stats: StatsData = {
    from: addDays(date, -30),
    to: date,
    revenue: [],
    registrations: [],
    events: [{ id: 'gala', title: 'Gala Night', date, seatsTaken: 12, seatsHeld: 3, seatsOffered: 2, waitlisted: 2, waitlistSeats: 3, capacity: 12, revenue: 0, refunded: 0, checkedIn: 0, types: [], codes: [] }],
    sources: { direct: 0, whatsapp: 0, code: 0 },
    services: [],
    programmes: [],
  };
  server.use(on('admin-get-stats', () => HttpResponse.json({ success: true, data: stats })));
  renderAdmin('/admin');
  const figure = await screen.findByRole('figure', { name: 'Seats taken against capacity' }, { timeout: 15_000 });
  expect(within(figure).getByText(/^Seats taken against capacity for 1 upcoming event/)).toHaveTextContent(
    'Gala Night, 12 of 12 (7 sold, 3 held by unpaid checkouts, 2 held for waitlist offers, 2 people waiting for 3 seats).',
  );
  const table = within(figure).getByRole('table', { hidden: true });
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Upcoming event', 'Sold', 'Held by checkouts', 'Held for offers', 'Free', 'Capacity', 'People waiting', 'Seats they ask for']);
  expect(within(table).getByRole('row', { name: /Gala Night/ })).toHaveTextContent(/Gala Night \(.+\)\s*7\s*3\s*2\s*0\s*12\s*2\s*3/);
});
