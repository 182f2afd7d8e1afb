import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { PersonData } from '../../lib/person-data';
import { ADMIN_TEST_PASSWORD, TOKEN, serveAdminApi } from '../../test/msw/admin-api';
import { server } from '../../test/msw/server';
import { renderAdmin, resetAdminTestState } from './admin-test-utils';
import { on, pathOf } from '../../test/msw/routes';
import { STEP_UP_TITLE } from './step-up-dialog';
import { PEOPLE_TEXT } from './people-tab';

const DATA: PersonData = {
  email: 'ada@example.com',
  orders: [{ id: 'o1', eventTitle: 'Vocal Masterclass' }],
  tickets: [],
  messages: [],
  trialBookings: [],
  enrolments: [],
  waitlist: [],
  mails: [],
  consents: [],
};

beforeEach(() => {
  resetAdminTestState();
  window.localStorage.setItem('adminToken', TOKEN);
  serveAdminApi();
});

test('finds a person by phone, shows their records, and erases them only with a reason', async () => {
  const user = userEvent.setup();
  const asked: string[] = [];
  const erased: unknown[] = [];
  server.use(
    on('admin-find-people', ({ request }) => {
      asked.push(`${new URL(request.url).searchParams.get('q')} ${request.headers.get('authorization')}`);
      return HttpResponse.json({ data: DATA });
    }),
    on('admin-erase-people', async ({ request }) => {
      erased.push(await request.json());
      return HttpResponse.json({ success: true, data: { erased: 1 } });
    }),
  );
  renderAdmin('/admin?tab=people');

  await user.click(await screen.findByRole('button', { name: 'Find' }));
  expect(screen.getByText(PEOPLE_TEXT.empty)).toBeInTheDocument();
  expect(asked).toHaveLength(0);

  await user.type(screen.getByRole('searchbox', { name: 'Email or phone' }), '08031234567');
  await user.click(screen.getByRole('button', { name: 'Find' }));
  expect(await screen.findByRole('heading', { name: 'Order: Vocal Masterclass' })).toBeInTheDocument();
  expect(asked).toEqual([`08031234567 Bearer ${TOKEN}`]);

  await user.click(screen.getByRole('button', { name: 'Erase…' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Erase ada@example.com?' });
  expect(within(dialog).getByRole('button', { name: 'Erase' })).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Asked by phone on 28 Nov');
  await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
  await waitFor(() => expect(erased).toEqual([{ email: 'ada@example.com', reason: 'Asked by phone on 28 Nov' }]));
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Order: Vocal Masterclass' })).not.toBeInTheDocument());
});

test('exporting a person’s JSON asks "Confirm it’s you" again once the last check is over five minutes old', async () => {
  const user = userEvent.setup();
  const api = serveAdminApi();
  server.use(on('admin-find-people', () => HttpResponse.json({ data: DATA })));
  const blobs: Blob[] = [];
  Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:x'), revokeObjectURL: () => {} });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  renderAdmin('/admin?tab=people');
  await user.type(await screen.findByRole('searchbox', { name: 'Email or phone' }), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Find' }));
  expect(await screen.findByRole('heading', { name: 'Order: Vocal Masterclass' })).toBeInTheDocument();

  api.steppedUp = false; // the check that allowed the search is now too old
  await user.click(screen.getByRole('button', { name: /Export JSON/ }));
  const check = within(await screen.findByRole('alertdialog', { name: STEP_UP_TITLE }));
  expect(click).not.toHaveBeenCalled();
  await user.type(await check.findByLabelText(/Your password/), ADMIN_TEST_PASSWORD);
  await user.click(check.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  expect(blobs).toHaveLength(1);
  // What the audit will say: the kind and how many records, never the email.
  expect(api.sent.filter((c) => c.path === pathOf('admin-create-exports')).map((c) => c.body)).toEqual([{ kind: 'person', count: 1 }, { kind: 'person', count: 1 }]);
  click.mockRestore();
});
