import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { MeetingRoster } from '../../../../../contract/attendance';
import { recordRequests, type SentRequest } from '../../../test/msw/requests';
import { on, pathOf } from '../../../test/msw/routes';
import { server } from '../../../test/msw/server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { MeetingDoor } from './meeting-door';


const ROSTER: MeetingRoster = {
  meeting: { programmeId: 'prg-1', programmeName: 'Saturday Piano', date: '2030-01-05', time: '10:00', minutes: 90, expected: 2, present: 0 },
  learners: [
    { id: 'l-ada', name: 'Ada Obi', age: 12, phone: '0803', guardianName: 'Mrs Obi', status: 'active' },
    { id: 'l-tobi', name: 'Tobi Ade', age: 30, phone: '0805', status: 'overdue' },
  ],
};

let recorded: SentRequest[];
beforeEach(() => {
  recorded = recordRequests();
  server.use(
    on('admin-get-class-meeting', () => HttpResponse.json({ success: true, data: ROSTER })),
    on('admin-mark-attendance', () =>
      HttpResponse.json({ success: true, status: 'marked', learnerId: 'l-ada', presentAt: '2030-01-05T09:05:00.000Z', presentBy: 'admin', present: 1, message: 'Present — Ada Obi' }),
    ),
    on('admin-undo-attendance', () => HttpResponse.json({ success: true, message: 'Ada Obi is no longer marked present', present: 0 })),
  );
});

it("lists the meeting's learners, says who is overdue, marks one present with one tap and undoes it", async () => {
  const user = userEvent.setup();
  renderWithProviders(<MeetingDoor programmeId="prg-1" date="2030-01-05" token="t.e.st" />);
  expect(await screen.findByRole('heading', { name: 'Saturday Piano' })).toBeInTheDocument();
  expect(screen.getByText('0 present / 2 expected')).toBeInTheDocument();
  const tobi = screen.getByText('Tobi Ade').closest('li')!;
  expect(tobi).toHaveTextContent('Payment overdue: remind them');
  expect(screen.getByText('Ada Obi').closest('li')).not.toHaveTextContent('overdue');

  await user.click(screen.getByRole('button', { name: 'Mark Ada Obi present' }));
  const ada = screen.getByText('Ada Obi').closest('li')!;
  // 10:05 in Lagos (UTC+1).
  expect(await within(ada).findByText('Present at 10:05')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Present — Ada Obi');
  expect(screen.getByText('1 present / 2 expected')).toBeInTheDocument();
  expect(recorded.find((r) => r.method === 'POST')).toMatchObject({ path: pathOf('admin-mark-attendance', { id: 'prg-1', date: '2030-01-05' }), body: { learnerId: 'l-ada' } });

  await user.click(within(ada).getByRole('button', { name: 'Undo: Ada Obi present' }));
  expect(await within(ada).findByRole('button', { name: 'Mark Ada Obi present' })).toBeInTheDocument();
  expect(screen.getByText('0 present / 2 expected')).toBeInTheDocument();
  expect(recorded.find((r) => r.method === 'DELETE')?.path).toBe(pathOf('admin-undo-attendance', { id: 'prg-1', date: '2030-01-05', learnerId: 'l-ada' }));
});

it("shows the server's refusal (a stopped learner) and leaves the learner unmarked", async () => {
  server.use(on('admin-mark-attendance', () => HttpResponse.json({ success: false, message: 'This learner has stopped: they are no longer in the class.' }, { status: 409 })));
  const user = userEvent.setup();
  renderWithProviders(<MeetingDoor programmeId="prg-1" date="2030-01-05" token="t.e.st" />);
  await user.click(await screen.findByRole('button', { name: 'Mark Tobi Ade present' }));
  expect(await screen.findByText('This learner has stopped: they are no longer in the class.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mark Tobi Ade present' })).toBeInTheDocument();
});
