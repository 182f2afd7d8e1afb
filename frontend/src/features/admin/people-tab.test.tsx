import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { PersonData } from '../../lib/person-data';
import { TOKEN, serveAdminApi } from '../../test/msw/admin-api';
import { server } from '../../test/msw/server';
import { renderAdmin, resetAdminTestState } from './admin-test-utils';
import { on } from '../../test/msw/routes';
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
