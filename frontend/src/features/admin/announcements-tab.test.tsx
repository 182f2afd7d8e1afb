import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { TOKEN, serveAdminApi } from '../../test/msw/admin-api';
import { server } from '../../test/msw/server';
import { on } from '../../test/msw/routes';
import { renderAdmin, resetAdminTestState } from './admin-test-utils';
import { ANNOUNCEMENT_TEXT } from './announcements-tab';
import { COMPOSE_TEXT } from './announcements/compose';

const EVENT = { id: 'ev-1', title: 'Choir Masterclass', date: '2099-01-15', startTime: '10:00', endTime: '16:00', location: 'Hall', address: 'VI', price: 0, maxParticipants: 30, isActive: true };
const view = (overrides: Record<string, unknown> = {}) => ({ id: 'a-1', subject: 'New term', body: 'Hi', audience: { kind: 'subscribers' }, status: 'draft', createdAt: '2026-11-28T10:00:00.000Z', recipients: 0, sent: 0, bounced: 0, complained: 0, unsubscribed: 0, ...overrides });

let counted: string[];
beforeEach(() => {
  resetAdminTestState();
  window.localStorage.setItem('adminToken', TOKEN);
  serveAdminApi({ events: [EVENT] as never });
  counted = [];
  server.use(
    on('admin-list-audiences', () => HttpResponse.json({ success: true, data: { subscribers: 12, byInterest: {}, pastAttendees: 30, learners: 4 } })),
    on('admin-list-programmes', () => HttpResponse.json({ success: true, data: { items: [{ id: 'pr-1', name: 'Junior piano' }] } })),
    on('admin-count-audience', ({ request }) => {
      const query = new URL(request.url).search;
      counted.push(query);
      return HttpResponse.json({ success: true, data: { count: query.includes('eventId=ev-1') ? 7 : query.includes('interest=events') ? 3 : 12 } });
    }),
    on('admin-list-announcements', () =>
      HttpResponse.json({ success: true, data: { items: [view({ id: 'old', subject: 'Last term', status: 'sent', startedAt: '2026-10-01T09:00:00.000Z', recipients: 40, sent: 38 })], nextCursor: null } }),
    ),
  );
});

test('shows the audiences, saves an announcement as a draft, sends it and shows what happened', async () => {
  const user = userEvent.setup();
  const created: unknown[] = [];
  let status = 'draft';
  let sent = 0;
  server.use(
    on('admin-create-announcement', async ({ request }) => {
      created.push(await request.json());
      return HttpResponse.json({ success: true, message: 'ok', id: 'a-1' }, { status: 201 });
    }),
    on('admin-get-announcement', () => HttpResponse.json({ success: true, data: view({ status, recipients: status === 'draft' ? 0 : 12, sent }) })),
    on('admin-send-announcement', () => {
      status = 'sent';
      sent = 12;
      return HttpResponse.json({ success: true, message: 'ok', id: 'a-1' }, { status: 202 });
    }),
  );
  renderAdmin('/admin?tab=announcements');
  expect(await screen.findByTestId('audience-counts')).toHaveTextContent('12 subscribers, 30 past attendees, 4 learners');
  await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'New term');
  await user.type(screen.getByRole('textbox', { name: /Text/ }), 'Hi');
  await user.click(screen.getByRole('button', { name: 'Save as draft' }));
  expect(await screen.findByText(/Status: draft/)).toBeInTheDocument();
  expect(created).toEqual([{ subject: 'New term', body: 'Hi', audience: { kind: 'subscribers' } }]);
  await user.click(screen.getByRole('button', { name: 'Send now' }));
  await waitFor(() => expect(screen.getByText(/Status: sent · recipients 12 · sent 12/)).toBeInTheDocument());
  expect(await screen.findByText(ANNOUNCEMENT_TEXT.sent)).toBeInTheDocument();
});

test('the list shows each announcement newest first with its status and sent of recipients; opening one shows its figures', async () => {
  const user = userEvent.setup();
  server.use(on('admin-get-announcement', () => HttpResponse.json({ success: true, data: view({ id: 'old', subject: 'Last term', status: 'sent', recipients: 40, sent: 38, bounced: 1, complained: 0, unsubscribed: 2 }) })));
  renderAdmin('/admin?tab=announcements');
  const list = await screen.findByRole('list', { name: /Announcements, newest first/ });
  const row = within(list).getByRole('button', { name: 'Open Last term' });
  expect(row).toHaveTextContent('Sent');
  expect(row).toHaveTextContent('Sent Thu, 1 Oct 2026, 10:00 WAT · 38 of 40 sent');
  await user.click(row);
  expect(await screen.findByText('Status: sent · recipients 40 · sent 38 · bounced 1 · complained 0 · unsubscribed 2')).toBeInTheDocument();
  // Sent already: nothing left to send or cancel.
  expect(screen.queryByRole('button', { name: 'Send now' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
});

test('the audience is picked from lists and counted exactly as chosen; the card, the preview, the test send and a Lagos send-at', async () => {
  const user = userEvent.setup();
  const created: Record<string, unknown>[] = [];
  const previews: unknown[] = [];
  const tests: unknown[] = [];
  server.use(
    on('admin-preview-announcement', async ({ request }) => {
      previews.push(await request.json());
      return HttpResponse.json({ success: true, data: { subject: 'New term', html: '<!DOCTYPE html><p>Hello <strong>all</strong></p>', text: 'New term\n\nHello **all**' } });
    }),
    on('admin-test-announcement', async ({ request }) => {
      tests.push(await request.json());
      return HttpResponse.json({ success: true, message: 'Test mail queued' }, { status: 202 });
    }),
    on('admin-create-announcement', async ({ request }) => {
      created.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ success: true, message: 'ok', id: 'a-2' }, { status: 201 });
    }),
    on('admin-get-announcement', () => HttpResponse.json({ success: true, data: view({ id: 'a-2', sendAt: '2099-12-05T09:00:00.000Z' }) })),
  );
  renderAdmin('/admin?tab=announcements');
  expect(await screen.findByTestId('audience-selected-count')).toHaveTextContent('Would go to 12 people now');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Interested in' }), 'events');
  await waitFor(() => expect(screen.getByTestId('audience-selected-count')).toHaveTextContent('Would go to 3 people now'));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Audience' }), 'past-attendees');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Attendees of' }), 'ev-1');
  await waitFor(() => expect(screen.getByTestId('audience-selected-count')).toHaveTextContent('Would go to 7 people now'));
  expect(counted.at(-1)).toBe('?kind=past-attendees&eventId=ev-1');

  await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'New term');
  await user.type(screen.getByRole('textbox', { name: /Text/ }), 'Hello **all**');
  await user.selectOptions(screen.getByRole('combobox', { name: /Card in the mail/ }), 'programme:pr-1');
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  const frame = await screen.findByTitle('Preview of the mail');
  expect(frame).toHaveAttribute('sandbox', '');
  expect(frame.getAttribute('srcdoc')).toContain('<strong>all</strong>');
  expect(within(screen.getByTestId('mail-preview')).getByText(/Hello \*\*all\*\*/)).toBeInTheDocument();
  expect(previews).toEqual([{ subject: 'New term', body: 'Hello **all**', programmeId: 'pr-1' }]);

  await user.click(screen.getByRole('button', { name: 'Send a test' }));
  expect(await screen.findByText(COMPOSE_TEXT.tested)).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /Send a test to/ }), 'me@example.com');
  await user.click(screen.getByRole('button', { name: 'Send a test' }));
  await waitFor(() => expect(tests).toHaveLength(2));
  expect(tests).toEqual([
    { subject: 'New term', body: 'Hello **all**', programmeId: 'pr-1' },
    { subject: 'New term', body: 'Hello **all**', programmeId: 'pr-1', to: 'me@example.com' },
  ]);

  const sendAt = screen.getByLabelText(/Send at, Lagos time/);
  await user.type(sendAt, '2099-12-05T10:00');
  await user.click(screen.getByRole('button', { name: 'Save as draft' }));
  await waitFor(() => expect(created).toHaveLength(1));
  expect(created[0]).toEqual({ subject: 'New term', body: 'Hello **all**', programmeId: 'pr-1', audience: { kind: 'past-attendees', eventId: 'ev-1' }, sendAt: '2099-12-05T10:00:00+01:00' });
  expect(await screen.findByRole('button', { name: 'Schedule for Sat, 5 Dec 2099, 10:00 WAT' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
});

test('a refused preview shows the server’s field messages', async () => {
  const user = userEvent.setup();
  server.use(on('admin-preview-announcement', () => HttpResponse.json({ success: false, message: 'Enter a subject', errors: { subject: 'Enter a subject', body: 'Enter the text' } }, { status: 400 })));
  renderAdmin('/admin?tab=announcements');
  await user.click(await screen.findByRole('button', { name: 'Preview' }));
  expect(await screen.findByText('Enter the text')).toBeInTheDocument();
  expect(screen.queryByTitle('Preview of the mail')).toBeNull();
});

test('an announcement whose queuing stopped midway offers to resume it', async () => {
  const user = userEvent.setup();
  let status = 'sending';
  let sends = 0;
  server.use(
    on('admin-list-announcements', () => HttpResponse.json({ success: true, data: { items: [view({ id: 'mid', subject: 'Half queued', status: 'sending', recipients: 900 })], nextCursor: null } })),
    on('admin-get-announcement', () => HttpResponse.json({ success: true, data: view({ id: 'mid', subject: 'Half queued', status, recipients: status === 'sent' ? 2000 : 900 }) })),
    on('admin-send-announcement', () => {
      sends++;
      status = 'sent';
      return HttpResponse.json({ success: true, message: 'ok', id: 'mid' }, { status: 202 });
    }),
  );
  renderAdmin('/admin?tab=announcements');
  await user.click(await screen.findByRole('button', { name: 'Open Half queued' }));
  await user.click(await screen.findByRole('button', { name: 'Resume sending' }));
  await waitFor(() => expect(screen.getByText(/Status: sent · recipients 2000/)).toBeInTheDocument());
  expect(sends).toBe(1);
  expect(screen.queryByRole('button', { name: 'Resume sending' })).toBeNull();
});
