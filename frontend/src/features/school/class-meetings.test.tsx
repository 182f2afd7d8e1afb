import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ClassMeeting } from '../../../../contract/attendance';
import { recordRequests, type SentRequest } from '../../test/msw/requests';
import { on } from '../../test/msw/routes';
import { server } from '../../test/msw/server';
import { renderWithProviders } from '../../test/render-with-providers';
import { ClassMeetings } from './class-meetings';

const MEETING: ClassMeeting = { programmeId: 'prg-1', programmeName: 'Saturday Piano', date: '2030-01-05', time: '10:00', minutes: 90, expected: 6, present: 4 };

let recorded: SentRequest[];
beforeEach(() => {
  recorded = recordRequests();
  server.use(on('admin-list-class-meetings', () => HttpResponse.json({ success: true, data: { items: [MEETING] } })));
});

it("lists the range's class meetings with the learners expected and present, each linking to the door for that meeting", async () => {
  renderWithProviders(<ClassMeetings token="t" from="2030-01-05" to="2030-01-11" />);
  const item = await screen.findByTestId('class-meeting');
  expect(item).toHaveTextContent('Saturday, January 5, 2030, 10:00 (90 minutes)');
  expect(item).toHaveTextContent('Saturday Piano');
  expect(within(item).getByTestId('class-meeting-counts')).toHaveTextContent('4 present / 6 expected');
  expect(within(item).getByRole('link', { name: 'Take attendance at the door' })).toHaveAttribute('href', '/admin/check-in?programme=prg-1&date=2030-01-05');
  expect(recorded[0].query).toBe('?from=2030-01-05&to=2030-01-11');
});

it('says when there is no class meeting today', async () => {
  server.use(on('admin-list-class-meetings', () => HttpResponse.json({ success: true, data: { items: [] } })));
  renderWithProviders(<ClassMeetings token="t" from="2030-01-05" to="2030-01-05" />);
  expect(await screen.findByTestId('class-meetings-empty')).toHaveTextContent('No class meetings today.');
});
