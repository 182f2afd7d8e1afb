import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { PROGRAMME_MESSAGES, type EnrolmentView, type PublicProgramme } from '../../../../contract/programmes';
import { recordRequests, type SentRequest } from '../../test/msw/requests';
import { on, pathOf } from '../../test/msw/routes';
import { server } from '../../test/msw/server';
import { renderWithProviders } from '../../test/render-with-providers';
import { EnrolmentManage } from './enrolment-manage';
import { goToCheckout } from './programme-enrol-form';
import { ProgrammeList } from './programme-list';


const PIANO: PublicProgramme = {
  id: 'prg-piano',
  name: 'Saturday Piano',
  service: 'instrument-lessons',
  monthlyFee: 20000,
  meets: [{ day: 'sat', time: '10:00', minutes: 90 }],
  startsOn: '2030-01-04',
  seatsLeft: 3,
};
const CHOIR: PublicProgramme = { ...PIANO, id: 'prg-choir', name: 'Youth Choir', service: 'music-education', seatsLeft: 0 };

let recorded: SentRequest[];
beforeEach(() => {
  recorded = recordRequests();
  server.use(on('list-programmes', () => HttpResponse.json({ success: true, data: [PIANO, CHOIR] })));
});

describe('the public programmes', () => {
  it('lists each programme with its fee in naira a month, when it meets, its first day and seats left; a full one says so and offers no form', async () => {
    renderWithProviders(<ProgrammeList />);
    const piano = await screen.findByRole('listitem', { name: 'Saturday Piano' });
    expect(piano).toHaveTextContent('Instrument Lessons');
    expect(piano).toHaveTextContent('₦20,000 a month');
    expect(piano).toHaveTextContent('Meets: Saturdays at 10:00 (90 minutes) (Lagos time)');
    expect(piano).toHaveTextContent('Starts: Friday, January 4, 2030');
    expect(within(piano).getByTestId('seats-left')).toHaveTextContent('3 seats left');
    const choir = screen.getByRole('listitem', { name: 'Youth Choir' });
    expect(within(choir).getByTestId('seats-left')).toHaveTextContent('Full');
    expect(choir).toHaveTextContent('This programme is full.');
    expect(within(choir).queryByRole('button', { name: /Enrol/ })).not.toBeInTheDocument();
  });

  it('asks a guardian for a learner under 18 and refuses one under 8 before sending anything', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProgrammeList />, { withToaster: true });
    await user.click(await screen.findByRole('button', { name: 'Enrol in Saturday Piano' }));
    const form = screen.getByRole('form', { name: 'Enrol in Saturday Piano' });
    await user.type(within(form).getByLabelText(/Learner's full name/), 'Tobi Ade');
    await user.type(within(form).getByLabelText(/Learner's age/), '7');
    await user.type(within(form).getByLabelText(/Email address/), 'tobi@example.com');
    await user.type(within(form).getByLabelText(/Phone number/), '+2348031234567');
    await user.click(within(form).getByRole('button', { name: 'Enrol and pay the first month' }));
    expect(await within(form).findByText('Programmes are for learners aged 8 and over')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/Learner's age/));
    await user.type(within(form).getByLabelText(/Learner's age/), '12');
    await user.click(within(form).getByRole('button', { name: 'Enrol and pay the first month' }));
    expect(await within(form).findByText('A parent or guardian’s name is needed for a learner under 18')).toBeInTheDocument();
    expect(within(form).getByText('A parent or guardian’s email or phone is needed for a learner under 18')).toBeInTheDocument();
    expect(within(form).getByText('A parent or guardian must confirm the booking of a learner under 18')).toBeInTheDocument();
    expect(recorded.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('enrols and sends the visitor to the checkout the server answered', async () => {
    const assign = jest.spyOn(goToCheckout, 'assign').mockImplementation(() => undefined);
    server.use(on('enrol-programme', () => HttpResponse.json({ success: true, id: 'lrn-1', message: 'Your seat is held.', data: { authorizationUrl: 'http://127.0.0.1:9/checkout/abc' } }, { status: 201 })));
    const user = userEvent.setup();
    renderWithProviders(<ProgrammeList />, { withToaster: true });
    await user.click(await screen.findByRole('button', { name: 'Enrol in Saturday Piano' }));
    const form = screen.getByRole('form', { name: 'Enrol in Saturday Piano' });
    await user.type(within(form).getByLabelText(/Learner's full name/), 'Tobi Ade');
    await user.type(within(form).getByLabelText(/Learner's age/), '12');
    await user.type(within(form).getByLabelText(/Parent or guardian's name/), 'Funke Ade');
    await user.type(within(form).getByLabelText(/Parent or guardian's phone/), '+2348030001111');
    await user.click(within(form).getByRole('checkbox', { name: /I am the learner’s parent or guardian/ }));
    await user.type(within(form).getByLabelText(/Email address/), 'tobi@example.com');
    await user.type(within(form).getByLabelText(/Phone number/), '+2348031234567');
    await user.click(within(form).getByRole('button', { name: 'Enrol and pay the first month' }));
    await screen.findByText('Your seat is held.');
    expect(assign).toHaveBeenCalledWith('http://127.0.0.1:9/checkout/abc');
    const sent = recorded.filter((r) => r.path === pathOf('enrol-programme', { id: 'prg-piano' }));
    expect(sent.map((r) => r.body)).toEqual([expect.objectContaining({ name: 'Tobi Ade', age: 12, guardianName: 'Funke Ade', guardianPhone: '+2348030001111', guardianConfirmed: true, email: 'tobi@example.com', phone: '+2348031234567' })]);
    assign.mockRestore();
  });

  it('a programme that filled meanwhile says so (409) and shows the seats left again', async () => {
    server.use(on('enrol-programme', () => HttpResponse.json({ success: false, message: 'Sorry, this programme is full.' }, { status: 409 })));
    const user = userEvent.setup();
    renderWithProviders(<ProgrammeList />, { withToaster: true });
    await user.click(await screen.findByRole('button', { name: 'Enrol in Saturday Piano' }));
    server.use(on('list-programmes', () => HttpResponse.json({ success: true, data: [{ ...PIANO, seatsLeft: 0 }, CHOIR] })));
    const form = screen.getByRole('form', { name: 'Enrol in Saturday Piano' });
    await user.type(within(form).getByLabelText(/Learner's full name/), 'Ada Obi');
    await user.type(within(form).getByLabelText(/Learner's age/), '30');
    await user.type(within(form).getByLabelText(/Email address/), 'ada@example.com');
    await user.type(within(form).getByLabelText(/Phone number/), '+2348031234567');
    await user.click(within(form).getByRole('button', { name: 'Enrol and pay the first month' }));
    expect(await screen.findByText('Sorry, this programme is full.')).toBeInTheDocument();
    expect(await within(screen.getByRole('listitem', { name: 'Saturday Piano' })).findByText('This programme is full. Contact us to hear when a seat opens.')).toBeInTheDocument();
  });
});

describe("the learner's manage page", () => {
  const view = (over: Partial<EnrolmentView> = {}): EnrolmentView => ({
    name: 'Tobi Ade',
    status: 'active',
    paidThrough: '2030-02-03',
    programme: { name: 'Saturday Piano', monthlyFee: 20000, meets: PIANO.meets },
    ...over,
  });

  it('shows the programme, status and paid-through, and stops the subscription after the confirm', async () => {
    server.use(
      on('get-enrolment', () => HttpResponse.json({ success: true, data: view() })),
      on('stop-enrolment', () => HttpResponse.json({ success: true, message: 'Your monthly payments are stopped.', data: view({ status: 'stopped' }) })),
    );
    const user = userEvent.setup();
    renderWithProviders(<EnrolmentManage token="tok-1" notFound={<p>Not found</p>} />, { withToaster: true });
    expect(await screen.findByTestId('enrolment-status')).toHaveTextContent('Active');
    expect(screen.getByTestId('enrolment-paid-through')).toHaveTextContent('Sunday, February 3, 2030');
    expect(screen.getByTestId('enrolment-details')).toHaveTextContent('Monthly fee: ₦20,000');
    await user.click(screen.getByRole('button', { name: 'Stop my subscription' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop your monthly payments?' });
    expect(recorded.filter((r) => r.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, stop it' }));
    expect(await screen.findByText('Your monthly payments are stopped.')).toBeInTheDocument();
    expect(screen.getByTestId('enrolment-status')).toHaveTextContent('Stopped');
    expect(screen.queryByRole('button', { name: 'Stop my subscription' })).not.toBeInTheDocument();
    expect(recorded.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([pathOf('stop-enrolment', { token: 'tok-1' })]);
  });

  it('an enrolment not yet paid cannot be stopped; an unknown link is the not-found page', async () => {
    server.use(on('get-enrolment', () => HttpResponse.json({ success: true, data: view({ status: 'pending', paidThrough: undefined, holdExpiresAt: '2030-01-05T09:00:00.000Z' }) })));
    const { unmount } = renderWithProviders(<EnrolmentManage token="tok-2" notFound={<p>Not found</p>} />);
    expect(await screen.findByTestId('enrolment-status')).toHaveTextContent('Awaiting payment');
    expect(screen.getByRole('status')).toHaveTextContent('Unpaid, it goes back to the class on Sat 5 Jan, 10:00 (Lagos time).');
    expect(screen.getByTestId('enrolment-paid-through')).toHaveTextContent('Not paid yet');
    expect(screen.queryByRole('button', { name: 'Stop my subscription' })).not.toBeInTheDocument();
    unmount();
    server.use(on('get-enrolment', () => HttpResponse.json({ success: false, message: 'This enrolment could not be found.' }, { status: 404 })));
    renderWithProviders(<EnrolmentManage token="nope" notFound={<p>Not found</p>} />);
    expect(await screen.findByText('Not found')).toBeInTheDocument();
  });

  it('a seat released unpaid says so, with no stop button', async () => {
    server.use(on('get-enrolment', () => HttpResponse.json({ success: true, data: view({ status: 'stopped', paidThrough: undefined, released: true }) })));
    renderWithProviders(<EnrolmentManage token="tok-3" notFound={<p>Not found</p>} />);
    expect(await screen.findByTestId('enrolment-status')).toHaveTextContent('Stopped');
    expect(screen.getByRole('status')).toHaveTextContent(PROGRAMME_MESSAGES.released);
    expect(screen.queryByRole('button', { name: 'Stop my subscription' })).not.toBeInTheDocument();
  });
});
