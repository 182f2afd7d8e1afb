import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { WaitlistEntry } from '../../../../contract/waitlist';
import { TOKEN, serveAdminApi } from '../../test/msw/admin-api';
import { on, pathOf } from '../../test/msw/routes';
import { server } from '../../test/msw/server';
import { event, registration, renderAdmin, resetAdminTestState } from './admin-test-utils';


beforeEach(() => {
  resetAdminTestState();
  window.localStorage.setItem('adminToken', TOKEN);
});

const entry = (over: Partial<WaitlistEntry>): WaitlistEntry => ({
  id: 'w',
  eventId: 'evt-1',
  name: 'Someone',
  email: 'someone@example.com',
  phone: '08031234567',
  quantity: 1,
  ticketTypeId: 'general',
  status: 'waiting',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

test("choosing an event shows its waitlist and the seats held; Offer now and Remove each ask first, then the queue is read again", async () => {
  const api = serveAdminApi({ events: [event({ id: 'evt-1', title: 'Choir Masterclass', seatsTaken: 5, maxParticipants: 5, seatsOffered: 2 })], registrations: [registration({ eventId: 'evt-1' })] });
  let queue = [
    entry({ id: 'w1', name: 'Ada Offered', email: 'ada@example.com', quantity: 2, status: 'offered', offerExpiresAt: '2026-11-21T14:30:00.000Z' }),
    entry({ id: 'w2', name: 'Bola Waiting', email: 'bola@example.com' }),
  ];
  server.use(
    on('admin-list-waitlist', () => HttpResponse.json({ success: true, data: { items: queue } })),
    on('admin-offer-waitlist', ({ params }) => {
      queue = queue.map((e) => (e.id === params.id ? { ...e, status: 'offered', offerExpiresAt: '2026-11-21T20:00:00.000Z' } : e));
      return HttpResponse.json({ success: true, message: 'Offer sent.', id: params.id });
    }),
    on('admin-delete-waitlist', ({ params }) => {
      queue = queue.map((e) => (e.id === params.id ? { ...e, status: 'removed' } : e));
      return HttpResponse.json({ success: true, message: 'Removed from the waitlist.', id: params.id });
    }),
  );
  renderAdmin('/admin?tab=forms');
  const user = userEvent.setup();
  await screen.findByRole('table', { name: 'Event registrations' });
  expect(screen.queryByRole('table', { name: 'Waitlist' })).not.toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Filter by event'), 'evt-1');

  const table = within(await screen.findByRole('table', { name: 'Waitlist' }));
  expect(screen.getByTestId('seats-held')).toHaveTextContent('2 seats held for offers');
  const ada = within(table.getByText('Ada Offered').closest('tr')!);
  expect(ada.getByText('Offered')).toBeInTheDocument();
  // 14:30 UTC is 15:30 in Lagos.
  expect(ada.getByText(/15:30/)).toBeInTheDocument();
  expect(ada.queryByRole('button', { name: /Offer now/ })).not.toBeInTheDocument();

  await user.click(table.getByRole('button', { name: 'Offer now: Bola Waiting' }));
  const offer = within(await screen.findByRole('alertdialog'));
  expect(offer.getByText(/1 seat will be held for Bola Waiting \(bola@example.com\)/)).toBeInTheDocument();
  await user.click(offer.getByRole('button', { name: 'Send the offer' }));
  await waitFor(() => expect(within(table.getByText('Bola Waiting').closest('tr')!).getByText('Offered')).toBeInTheDocument());
  expect(api.sent.filter((c) => c.path === pathOf('admin-offer-waitlist', { id: 'w2' }))).toHaveLength(1);

  await user.click(table.getByRole('button', { name: 'Remove: Ada Offered' }));
  const remove = within(await screen.findByRole('alertdialog'));
  expect(remove.getByText(/Their offer ends now/)).toBeInTheDocument();
  await user.click(remove.getByRole('button', { name: 'Keep them' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(api.sent.filter((c) => c.path === pathOf('admin-delete-waitlist', { id: 'w1' }))).toHaveLength(0);
  await user.click(table.getByRole('button', { name: 'Remove: Ada Offered' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(within(table.getByText('Ada Offered').closest('tr')!).getByText('Removed')).toBeInTheDocument());
  expect(api.sent.filter((c) => c.path === pathOf('admin-delete-waitlist', { id: 'w1' }) && c.method === 'DELETE')).toHaveLength(1);
});
