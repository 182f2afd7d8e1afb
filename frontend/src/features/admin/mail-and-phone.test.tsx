import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pathOf } from '../../test/msw/routes';
import { TOKEN, serveAdminApi } from '../../test/msw/admin-api';
import { contact, event, registration, renderAdmin, resetAdminTestState } from './admin-test-utils';

beforeEach(() => {
  resetAdminTestState();
  window.localStorage.setItem('adminToken', TOKEN);
});


const setup = () =>
  serveAdminApi({
    events: [event({ id: 'evt-1', title: 'Choir Masterclass' })],
    contacts: [contact({ id: 'c-1', name: 'Ada Obi', phone: '0803 111 2222', mail: { id: 'mail-c1', status: 'sent' } })],
    registrations: [
      registration({ id: 'r-1', name: 'Chi Eze', phone: '+234 (0)809-999-8888', eventId: 'evt-1', mail: { id: 'mail-r1', status: 'bounced' } }),
      registration({ id: 'r-2', name: 'Dayo Bello', phone: 'ask at the desk', eventId: 'evt-1', mail: { id: 'mail-r2', status: 'queued' } }),
      registration({ id: 'r-3', name: 'Efe Okon', phone: '08012345678', eventId: 'evt-1', status: 'cancelled', cancelledAt: '2025-05-02T09:00:00.000Z' }),
    ],
  });

test('every phone number it can read is a WhatsApp link; one it cannot is shown as typed', async () => {
  setup();
  renderAdmin('/admin?tab=forms');
  const contacts = within((await screen.findAllByRole('table'))[0]);
  expect(contacts.getByRole('link', { name: 'WhatsApp Ada Obi at 0803 111 2222' })).toHaveAttribute('href', 'https://wa.me/2348031112222');
  const registrations = within(screen.getAllByRole('table')[1]);
  expect(registrations.getByRole('link', { name: /WhatsApp Chi Eze/ })).toHaveAttribute('href', 'https://wa.me/2348099998888');
  expect(registrations.getByText('ask at the desk')).toBeInTheDocument();
  expect(registrations.queryByRole('link', { name: /WhatsApp Dayo Bello/ })).not.toBeInTheDocument();
});

test('shows each mail status and cancelled registrations, and resends only what may not have arrived', async () => {
  const api = setup();
  renderAdmin('/admin?tab=forms');
  const contacts = within((await screen.findAllByRole('table'))[0]);
  expect(contacts.getByText('Mail sent')).toBeInTheDocument();
  expect(contacts.queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
  const registrations = within(screen.getAllByRole('table')[1]);
  expect(registrations.getByText('Mail bounced')).toBeInTheDocument();
  expect(registrations.getByText('Mail queued')).toBeInTheDocument();
  expect(registrations.getByText('Cancelled')).toBeInTheDocument();
  expect(registrations.queryByRole('button', { name: 'Resend mail to Dayo Bello' })).not.toBeInTheDocument();

  await userEvent.click(registrations.getByRole('button', { name: 'Resend mail to Chi Eze' }));
  expect(await screen.findByText('The mail has been queued again.')).toBeInTheDocument();
  expect(api.sent.some((c) => c.path === pathOf('admin-resend-mail', { id: 'mail-r1' }) && c.authorization === `Bearer ${TOKEN}`)).toBe(true);
  await waitFor(() => expect(registrations.queryByText('Mail bounced')).not.toBeInTheDocument());
  expect(registrations.getAllByText('Mail queued')).toHaveLength(2);
});

test('messages all attendees of an event after a confirm and says how many were queued', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  const api = setup();
  renderAdmin('/admin?tab=events');
  await userEvent.click(await screen.findByRole('button', { name: 'Message attendees: Choir Masterclass' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send to attendees' }));
  expect(within(dialog).getAllByText('Required')).toHaveLength(2);
  await userEvent.type(within(dialog).getByLabelText(/Subject/), 'Venue change');
  await userEvent.type(within(dialog).getByLabelText(/^Message/), 'We have moved to Hall B.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send to attendees' }));
  // Declined: nothing sent, and what was typed is still there.
  expect(api.sent.some((c) => c.path === pathOf('admin-message-event', { id: 'evt-1' }))).toBe(false);
  expect(within(dialog).getByLabelText(/Subject/)).toHaveValue('Venue change');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send to attendees' }));
  expect(await screen.findByText('Message queued for 2 attendees.')).toBeInTheDocument();
  expect(confirm).toHaveBeenCalledWith('Send this message to everyone registered for Choir Masterclass?');
  const sent = api.sent.find((c) => c.path === pathOf('admin-message-event', { id: 'evt-1' }));
  expect(sent?.body).toEqual({ subject: 'Venue change', message: 'We have moved to Hall B.' });
});
