import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { TrialBooking } from '../../../../contract/school';
import { recordRequests, type SentRequest } from '../../test/msw/requests';
import { on, pathOf } from '../../test/msw/routes';
import { server } from '../../test/msw/server';
import { programmeFixture } from '../../test/programme-fixture';
import { renderWithProviders } from '../../test/render-with-providers';
import { programmesFor, TrialEnrol } from './trial-enrol';


const PROGRAMMES = [
  programmeFixture({ id: 'prg-choir', name: 'Adult Choir', service: 'vocal-training' }),
  programmeFixture(),
  programmeFixture({ id: 'prg-full', name: 'Full Guitar', seatsTaken: 10 }),
];
const TRIAL: TrialBooking = {
  id: 'trial-1',
  slotId: '2030-01-02-1000',
  startsAt: '2030-01-02T09:00:00.000Z',
  endsAt: '2030-01-02T09:30:00.000Z',
  name: 'Tobi Ade',
  email: 'tobi@example.com',
  phone: '08031234567',
  service: 'instrument-lessons',
  age: 12,
  guardianName: 'Funke Ade',
  status: 'attended',
  createdAt: '2029-12-20T10:00:00.000Z',
};

let recorded: SentRequest[];
beforeEach(() => {
  recorded = recordRequests();
  server.use(on('admin-list-programmes', () => HttpResponse.json({ success: true, data: { items: PROGRAMMES } })));
});

describe('Enrol in a programme, on the agenda', () => {
  it("offers programmes with seats left, the trial's lesson first", () => {
    expect(programmesFor(PROGRAMMES, 'instrument-lessons').map((p) => p.id)).toEqual(['prg-piano', 'prg-choir']);
    expect(programmesFor(PROGRAMMES, 'vocal-training').map((p) => p.id)).toEqual(['prg-choir', 'prg-piano']);
  });

  it('sends the chosen programme, then shows the mailed payment link to copy', async () => {
    server.use(
      on('admin-enrol-trial-booking', () =>
        HttpResponse.json(
          { success: true, id: 'l-9', message: 'Enrolment started: the payment link was mailed to tobi@example.com.', data: { authorizationUrl: 'https://checkout.example/abc', holdExpiresAt: '2030-01-04T09:00:00.000Z' } },
          { status: 201 },
        ),
      ),
    );
    const onEnrolled = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<TrialEnrol booking={TRIAL} token="tok-admin" onEnrolled={onEnrolled} />, { withToaster: true });
    await user.click(screen.getByRole('button', { name: 'Tobi Ade: enrol in a programme' }));
    const form = screen.getByRole('form', { name: 'Enrol Tobi Ade in a programme' });
    const select = within(form).getByLabelText(/Programme/);
    await waitFor(() => expect(within(form).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a programme', 'Saturday Piano (7 left)', 'Adult Choir (7 left)']));
    expect(within(form).getByRole('button', { name: 'Send the payment link' })).toBeDisabled();
    await user.selectOptions(select, 'prg-piano');
    await user.click(within(form).getByRole('button', { name: 'Send the payment link' }));
    const started = await screen.findByTestId('trial-enrol-started');
    expect(started).toHaveTextContent('Payment link mailed to tobi@example.com.');
    expect(within(started).getByLabelText('Payment link')).toHaveValue('https://checkout.example/abc');
    expect(recorded.find((r) => r.method === 'POST')).toMatchObject({ path: pathOf('admin-enrol-trial-booking', { id: 'trial-1' }), body: { programmeId: 'prg-piano' }, authorization: 'Bearer tok-admin' });
    expect(onEnrolled).toHaveBeenCalled();
    expect(await screen.findByText('Enrolment started: the payment link was mailed to tobi@example.com.')).toBeInTheDocument();
  });

  it("shows the server's refusal and stays open", async () => {
    server.use(on('admin-enrol-trial-booking', () => HttpResponse.json({ success: false, message: 'Sorry, this programme is full.' }, { status: 409 })));
    const user = userEvent.setup();
    renderWithProviders(<TrialEnrol booking={TRIAL} token="tok-admin" onEnrolled={() => undefined} />, { withToaster: true });
    await user.click(screen.getByRole('button', { name: 'Tobi Ade: enrol in a programme' }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText(/Programme/), 'prg-choir');
    await user.click(screen.getByRole('button', { name: 'Send the payment link' }));
    expect(await screen.findByText('Sorry, this programme is full.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Enrol Tobi Ade in a programme' })).toBeInTheDocument();
  });

  it('says where a trial already enrolled went, and offers nothing for a cancelled or no-show trial', async () => {
    const { unmount } = renderWithProviders(<TrialEnrol booking={{ ...TRIAL, enrolment: { programmeId: 'prg-piano', learnerId: 'l-1', at: '2030-01-02T10:00:00.000Z' } }} token="tok-admin" onEnrolled={() => undefined} />);
    expect(await screen.findByText('Enrolment started in Saturday Piano.')).toBeInTheDocument();
    unmount();
    for (const status of ['cancelled', 'no-show'] as const) {
      const view = renderWithProviders(<TrialEnrol booking={{ ...TRIAL, status }} token="tok-admin" onEnrolled={() => undefined} />);
      expect(screen.queryByRole('button', { name: /enrol in a programme/ })).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
