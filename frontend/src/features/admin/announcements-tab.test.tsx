import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { TOKEN, serveAdminApi } from '../../test/msw/admin-api';
import { server } from '../../test/msw/server';
import { on } from '../../test/msw/routes';
import { renderAdmin, resetAdminTestState } from './admin-test-utils';
import { ANNOUNCEMENT_TEXT } from './announcements-tab';

beforeEach(() => {
  resetAdminTestState();
  window.localStorage.setItem('adminToken', TOKEN);
  serveAdminApi();
});

test('shows the audiences, saves an announcement as a draft, sends it and shows what happened', async () => {
  const user = userEvent.setup();
  const created: unknown[] = [];
  let status = 'draft';
  let sent = 0;
  server.use(
    on('admin-list-audiences', () => HttpResponse.json({ success: true, data: { subscribers: 12, byInterest: {}, pastAttendees: 30, learners: 4 } })),
    on('admin-create-announcement', async ({ request }) => {
      created.push(await request.json());
      return HttpResponse.json({ success: true, message: 'ok', id: 'a-1' }, { status: 201 });
    }),
    on('admin-get-announcement', () =>
      HttpResponse.json({ success: true, data: { id: 'a-1', subject: 'New term', body: 'Hi', audience: { kind: 'subscribers' }, status, createdAt: '2026-11-28T10:00:00.000Z', recipients: status === 'draft' ? 0 : 12, sent, bounced: 0, complained: 0, unsubscribed: 0 } }),
    ),
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
