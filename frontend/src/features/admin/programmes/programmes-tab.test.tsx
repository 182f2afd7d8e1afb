import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { Learner } from '../../../../../contract/programmes';
import { recordRequests, type SentRequest } from '../../../test/msw/requests';
import { on, pathOf } from '../../../test/msw/routes';
import { server } from '../../../test/msw/server';
import { programmeFixture } from '../../../test/programme-fixture';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AdminSessionProvider } from '../admin-session';
import { ProgrammesTab } from './programmes-tab';


const PIANO = programmeFixture();
const learner = (over: Partial<Learner>): Learner => ({
  id: 'l-1',
  programmeId: 'prg-piano',
  name: 'Tobi Ade',
  email: 'tobi@example.com',
  phone: '+2348031234567',
  age: 12,
  guardianName: 'Funke Ade',
  status: 'active',
  paidThrough: '2030-02-03',
  createdAt: '2029-12-02T10:00:00.000Z',
  ...over,
});
const LEARNERS = [
  learner({}),
  learner({ id: 'l-2', name: 'Ada Obi', age: 30, guardianName: undefined, email: 'ada@example.com', status: 'overdue' }),
  learner({
    id: 'l-3',
    name: '=Chi Eze',
    age: 20,
    guardianName: undefined,
    email: 'chi@example.com',
    status: 'stopped',
    paidThrough: undefined,
    releasedAt: '2029-12-03T10:00:00.000Z',
    refundDue: { kobo: 2_000_000, reason: 'Paid after the seat was released, and the programme is full', at: '2029-12-04T10:00:00.000Z' },
  }),
  learner({ id: 'l-4', name: 'Bola Ade', age: 25, guardianName: undefined, email: 'bola@example.com', status: 'pending', paidThrough: undefined, holdExpiresAt: '2029-12-04T09:00:00.000Z' }),
];

let recorded: SentRequest[];
beforeEach(() => {
  recorded = recordRequests();
  server.use(
    on('admin-list-programmes', () => HttpResponse.json({ success: true, data: { items: [PIANO] } })),
    on('admin-list-programme-learners', () => HttpResponse.json({ success: true, data: { items: LEARNERS } })),
    // Exporting the roster asks the server first (a stepUp route; this session confirmed recently).
    on('admin-create-exports', () => HttpResponse.json({ success: true, message: 'Exported a programme’s learners' })),
  );
});

const renderTab = () =>
  renderWithProviders(
    <AdminSessionProvider token="tok-admin">
      <ProgrammesTab />
    </AdminSessionProvider>,
    { withToaster: true },
  );

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

it('creates a programme with its weekly meetings, the numbers as numbers; the server’s messages land on their fields', async () => {
  server.use(
    on('admin-create-programmes', async ({ request }) => {
      const body = (await request.json()) as { monthlyFee: number };
      if (body.monthlyFee < 100) return HttpResponse.json({ success: false, message: 'Please fix the errors below', errors: { monthlyFee: 'Enter the monthly fee in naira (a whole number from 100)' } }, { status: 400 });
      return HttpResponse.json({ success: true, id: 'prg-new', data: { ...PIANO, id: 'prg-new' }, message: 'Programme saved.' }, { status: 201 });
    }),
  );
  const user = userEvent.setup();
  renderTab();
  const form = await screen.findByRole('form', { name: 'New programme' });
  await user.type(within(form).getByLabelText(/^Name/), 'Youth Choir');
  await user.selectOptions(within(form).getByLabelText(/^Lesson/), 'music-education');
  await user.type(within(form).getByLabelText(/Monthly fee/), '50');
  await user.type(within(form).getByLabelText(/Capacity/), '12');
  await user.type(within(form).getByLabelText(/First day/), '2030-02-01');
  await user.click(within(form).getByRole('button', { name: 'Add a meeting' }));
  const rows = within(form).getAllByTestId('meeting-row');
  await user.selectOptions(within(rows[1]).getByLabelText('Day'), 'wed');
  await user.clear(within(rows[1]).getByLabelText('Minutes'));
  await user.type(within(rows[1]).getByLabelText('Minutes'), '45');
  await user.click(within(form).getByRole('button', { name: 'Create programme' }));
  expect(await within(form).findByText('Enter the monthly fee in naira (a whole number from 100)')).toBeInTheDocument();
  expect(within(form).getByLabelText(/Monthly fee/)).toHaveAttribute('aria-invalid', 'true');

  await user.clear(within(form).getByLabelText(/Monthly fee/));
  await user.type(within(form).getByLabelText(/Monthly fee/), '25000');
  await user.click(within(form).getByRole('button', { name: 'Create programme' }));
  expect(await screen.findByText('Programme saved.')).toBeInTheDocument();
  const sent = recorded.filter((r) => r.method === 'POST' && r.path === pathOf('admin-create-programmes'));
  expect(sent.at(-1)?.body).toEqual({
    name: 'Youth Choir',
    service: 'music-education',
    monthlyFee: 25000,
    capacity: 12,
    startsOn: '2030-02-01',
    meets: [
      { day: 'sat', time: '10:00', minutes: 60 },
      { day: 'wed', time: '10:00', minutes: 45 },
    ],
  });
  expect(sent.at(-1)?.authorization).toBe('Bearer tok-admin');
  // The form is empty again for the next one.
  await waitFor(() => expect(within(form).getByLabelText(/^Name/)).toHaveValue(''));
});

it('edits a programme: its current values, saved with PUT', async () => {
  server.use(on('admin-update-programmes', () => HttpResponse.json({ success: true, id: 'prg-piano', data: { ...PIANO, capacity: 15 }, message: 'Programme saved.' })));
  const user = userEvent.setup();
  renderTab();
  const card = await screen.findByRole('region', { name: 'Saturday Piano' });
  expect(card).toHaveTextContent('3 of 10 seats taken');
  expect(card).toHaveTextContent('Saturdays at 10:00 (90 minutes)');
  await user.click(within(card).getByRole('button', { name: 'Edit Saturday Piano' }));
  const form = within(card).getByRole('form', { name: 'Edit Saturday Piano' });
  expect(within(form).getByLabelText(/Monthly fee/)).toHaveValue(20000);
  await user.clear(within(form).getByLabelText(/Capacity/));
  await user.type(within(form).getByLabelText(/Capacity/), '15');
  await user.click(within(form).getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Programme saved.')).toBeInTheDocument();
  const sent = recorded.filter((r) => r.method === 'PUT');
  expect(sent.map((r) => [r.path, (r.body as { capacity: number }).capacity])).toEqual([[pathOf('admin-update-programmes', { id: 'prg-piano' }), 15]]);
});

it('shows the roster with each learner’s status and paid-through, and exports it as CSV', async () => {
  const blobs: Blob[] = [];
  Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:x'), revokeObjectURL: () => {} });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const user = userEvent.setup();
  renderTab();
  const card = await screen.findByRole('region', { name: 'Saturday Piano' });
  await user.click(within(card).getByRole('button', { name: 'Learners' }));
  const table = await within(card).findByRole('table', { name: 'Learners of Saturday Piano' });
  const rows = within(table).getAllByTestId('roster-row');
  expect(rows.map((r) => within(r).getByTestId('roster-status').textContent)).toEqual(['Active', 'Overdue', 'Stopped', 'Pending']);
  expect(rows[0]).toHaveTextContent('Tobi Ade, 12');
  expect(rows[0]).toHaveTextContent('Guardian: Funke Ade');
  expect(rows[0]).toHaveTextContent('2/3/2030');
  expect(rows[3]).toHaveTextContent('—');
  // An unpaid hold's end, and a late first payment with no seat left: money to refund.
  expect(within(rows[3]).getByTestId('roster-note')).toHaveTextContent('Seat held until Tue 4 Dec, 10:00');
  expect(within(rows[2]).getByTestId('roster-note')).toHaveTextContent('Refund due: ₦20,000 (Paid after the seat was released, and the programme is full)');
  expect(recorded.filter((r) => r.path === pathOf('admin-list-programme-learners', { id: 'prg-piano' }))).toHaveLength(1);

  await user.click(within(card).getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  expect(recorded.find((r) => r.path === pathOf('admin-create-exports'))?.body).toEqual({ kind: 'learners', count: 4 });
  const csv = await readBlob(blobs[0]);
  expect(csv.split('\r\n')).toEqual([
    expect.stringMatching(/^(\uFEFF)?Learner,Age,Parent or guardian,Email,Phone,Status,Paid through,Enrolled$/),
    "Tobi Ade,12,Funke Ade,tobi@example.com,'+2348031234567,active,2030-02-03,2029-12-02",
    "Ada Obi,30,,ada@example.com,'+2348031234567,overdue,2030-02-03,2029-12-02",
    // A cell starting with = or + (a name, an international phone) gets a leading quote, so a spreadsheet does not run it.
    "'=Chi Eze,20,,chi@example.com,'+2348031234567,stopped,,2029-12-02",
    "Bola Ade,25,,bola@example.com,'+2348031234567,pending,,2029-12-02",
    '',
  ]);
  click.mockRestore();
});
