import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pathOf } from '../../test/msw/routes';
import { TOKEN, serveAdminApi } from '../../test/msw/admin-api';
import { event, registration, renderAdmin, resetAdminTestState } from './admin-test-utils';

beforeEach(() => {
  resetAdminTestState();
  window.localStorage.setItem('adminToken', TOKEN);
});


const setup = () =>
  serveAdminApi({
    events: [event({ id: 'evt-1', title: 'Choir Masterclass' })],
    registrations: [
      registration({ id: 'r-1', name: 'Ada Paid', eventId: 'evt-1', payment: { status: 'paid', amount: 5000, reference: 'r-1', method: 'paystack', paidAt: '2026-11-19T10:00:00.000Z' } }),
      registration({ id: 'r-2', name: 'Bola Venue', eventId: 'evt-1', payment: { status: 'venue', amount: 5000 } }),
      registration({ id: 'r-3', name: 'Chi Refund', eventId: 'evt-1', payment: { status: 'refund_due', amount: 5000, reference: 'r-3', flag: 'Amount or currency differs from the price' } }),
      registration({ id: 'r-4', name: 'Dayo Free', eventId: 'evt-1' }),
    ],
  });

test('shows each payment with amount and reference, naira totals per event, and marks a venue payment paid', async () => {
  const api = setup();
  renderAdmin('/admin?tab=forms');
  const totals = within(await screen.findByRole('table', { name: 'Payments per event' }));
  expect(totals.getByText('Choir Masterclass')).toBeInTheDocument();
  expect(totals.getByText('₦5,000 (1)')).toBeInTheDocument();

  const table = within(screen.getByRole('table', { name: 'Event registrations' }));
  expect(table.getByText('Paid')).toBeInTheDocument();
  expect(table.getByText('Refund due')).toBeInTheDocument();
  expect(table.getByText('Amount or currency differs from the price')).toBeInTheDocument();
  expect(table.getByText('r-3')).toBeInTheDocument();
  expect(table.getByText('Free')).toBeInTheDocument();
  expect(table.getByText('Pay at the venue')).toBeInTheDocument();

  await userEvent.click(table.getByRole('button', { name: 'Paid cash: Bola Venue' }));
  expect(await screen.findByText('Payment recorded.')).toBeInTheDocument();
  expect(api.sent.some((c) => c.path === pathOf('admin-mark-paid', { id: 'r-2' }) && c.authorization === `Bearer ${TOKEN}`)).toBe(true);
  await waitFor(() => expect(table.queryByText('Pay at the venue')).not.toBeInTheDocument());
  expect(table.getByText(/cash · by admin/)).toBeInTheDocument();
  expect(await totals.findByText('₦10,000 (2)')).toBeInTheDocument();
});

test('refunds part of a Paystack payment after a confirmation that names the amount; cash cannot be refunded here', async () => {
  const api = setup();
  renderAdmin('/admin?tab=forms');
  const table = within(await screen.findByRole('table', { name: 'Event registrations' }));
  expect(table.queryByRole('button', { name: 'Refund: Bola Venue' })).not.toBeInTheDocument();
  await userEvent.click(table.getByRole('button', { name: 'Refund: Ada Paid' }));
  const dialog = within(await screen.findByRole('alertdialog'));
  const amount = dialog.getByRole('textbox', { name: /Amount to refund/ });
  expect(amount).toHaveValue('5000');
  await userEvent.clear(amount);
  await userEvent.type(amount, '6000');
  expect(dialog.getByRole('button', { name: 'Review refund' })).toBeDisabled();
  await userEvent.clear(amount);
  await userEvent.type(amount, '2000');
  await userEvent.click(dialog.getByRole('button', { name: 'Review refund' }));
  expect(dialog.getByText(/This cannot be undone/)).toBeInTheDocument();
  expect(api.sent.some((c) => c.path === pathOf('admin-refund-registration', { id: 'r-1' }))).toBe(false);
  await userEvent.click(dialog.getByRole('button', { name: 'Refund ₦2,000' }));
  expect(await screen.findByText(/Refund requested from Paystack/)).toBeInTheDocument();
  const call = api.sent.find((c) => c.path === pathOf('admin-refund-registration', { id: 'r-1' }));
  expect(call?.body).toEqual({ amount: 2000 });
  expect(await table.findByText('Refund pending')).toBeInTheDocument();
  expect(table.getByText(/₦2,000 under way/)).toBeInTheDocument();
});
