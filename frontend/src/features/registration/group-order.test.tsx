import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { FeaturedEvent } from '../../content/events';
import { errorAnswer } from '../../test/msw/answers';
import { recordRequests, type SentRequest } from '../../test/msw/requests';
import { on, pathOf } from '../../test/msw/routes';
import { server } from '../../test/msw/server';
import { fillIn } from '../../test/fill-in';
import { renderWithProviders } from '../../test/render-with-providers';
import { RegistrationSection } from './registration-section';

let recorded: SentRequest[];
const registrationCalls = () => recorded.filter((r) => r.path === pathOf('register'));
beforeEach(() => {
  recorded = recordRequests();
});

const CHOIR_DAY: FeaturedEvent = {
  id: 'choir-day',
  title: 'Choir Day',
  description: 'A day of singing.',
  date: '2099-06-15',
  startTime: '10:00',
  endTime: '16:00',
  location: 'Lagos Concert Hall',
  address: 'Victoria Island, Lagos',
  price: 0,
  ticketTypes: [
    { id: 'adult', name: 'Adult', price: 0, available: 20 },
    { id: 'student', name: 'Student', price: 0, available: 5 },
    { id: 'vip', name: 'VIP', price: 0, available: 0 },
  ],
  questions: [
    { id: 'church', label: 'Your church', kind: 'text', required: false, per: 'order' },
    { id: 'part', label: 'Voice part', kind: 'choice', required: true, per: 'attendee', options: ['Soprano', 'Alto', 'Tenor', 'Bass'] },
    { id: 'first', label: 'First workshop?', kind: 'yesno', required: false, per: 'attendee' },
  ],
};

const renderGroup = () => renderWithProviders(<RegistrationSection event={CHOIR_DAY} />, { withToaster: true });

async function fillBuyer(user: ReturnType<typeof userEvent.setup>) {
  await fillIn(user, await screen.findByLabelText(/^Full Name/), 'Adaeze Okafor');
  await fillIn(user, screen.getByLabelText(/^Email/), 'adaeze@example.com');
  await fillIn(user, screen.getByLabelText(/^Phone Number/), '+2348031234567');
}

describe('group order form', () => {
  it('lists each type with its availability, a sold-out type disabled, and one attendee per ticket', async () => {
    const user = userEvent.setup();
    renderGroup();
    const tickets = await screen.findByRole('group', { name: 'Tickets' });
    expect(within(tickets).getByLabelText('VIP')).toBeDisabled();
    expect(within(tickets).getByText(/Sold out/)).toBeInTheDocument();
    expect(within(tickets).getByText(/5 left/)).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /^Ticket \d/ })).toHaveLength(1);
    await user.selectOptions(within(tickets).getByLabelText('Student'), '2');
    expect(screen.getAllByRole('group', { name: /^Ticket \d/ })).toHaveLength(3);
    expect(screen.getByRole('group', { name: 'Ticket 3: Student' })).toBeInTheDocument();
  });

  it('asks the required questions before sending, then sends the order with its answers and code', async () => {
    const user = userEvent.setup();
    server.use(
      on('register', () =>
        HttpResponse.json(
          { success: true, id: 'reg-9', message: 'Registered', data: { total: 0, tickets: [{ id: 't1', ticketTypeId: 'adult', name: 'Adaeze Okafor' }, { id: 't2', ticketTypeId: 'student', name: 'Bola Ade' }] } },
          { status: 201 },
        ),
      ),
    );
    renderGroup();
    await fillBuyer(user);
    await user.selectOptions(screen.getByLabelText('Student'), '1');
    await user.click(screen.getByRole('button', { name: 'Register Now' }));
    // Two attendees, each needs a voice part; the second a name.
    expect(await screen.findAllByText('Please answer this question')).toHaveLength(2);
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(registrationCalls()).toHaveLength(0);

    const second = screen.getByRole('group', { name: 'Ticket 2: Student' });
    await fillIn(user, within(second).getByLabelText(/Attendee name/), 'Bola Ade');
    await user.selectOptions(within(second).getByLabelText(/Voice part/), 'Alto');
    await user.selectOptions(within(second).getByLabelText(/First workshop/), 'yes');
    await user.selectOptions(within(screen.getByRole('group', { name: 'Ticket 1: Adult' })).getByLabelText(/Voice part/), 'Tenor');
    await fillIn(user, screen.getByLabelText(/Your church/), 'Grace Chapel');
    await fillIn(user, screen.getByLabelText(/Promo or access code/), 'CHOIR10');
    await user.click(screen.getByRole('button', { name: 'Register Now' }));

    await waitFor(() => expect(registrationCalls()).toHaveLength(1));
    expect(registrationCalls()[0].body).toMatchObject({
      eventId: 'choir-day',
      name: 'Adaeze Okafor',
      promoCode: 'CHOIR10',
      answers: { church: 'Grace Chapel' },
      tickets: [
        { ticketTypeId: 'adult', name: 'Adaeze Okafor', answers: { part: 'Tenor' } },
        { ticketTypeId: 'student', name: 'Bola Ade', answers: { part: 'Alto', first: true } },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Registration Complete' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: /Your 2 tickets/ });
    expect(within(list).getByText('Bola Ade (Student)')).toBeInTheDocument();
    expect(within(list).getByText('Adaeze Okafor (Adult)')).toBeInTheDocument();
  });

  it("puts a 400's errors on the attendee's answer and the code, keeping everything typed", async () => {
    const user = userEvent.setup();
    server.use(on('register', () => errorAnswer(400, 'This code is not valid', { promoCode: 'This code is not valid', 'tickets.0.answers.part': 'Choose one of the options' })));
    renderGroup();
    await fillBuyer(user);
    await user.selectOptions(screen.getByLabelText(/Voice part/), 'Bass');
    await fillIn(user, screen.getByLabelText(/Promo or access code/), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Register Now' }));
    await waitFor(() => expect(screen.getByLabelText(/Promo or access code/)).toHaveAttribute('aria-invalid', 'true'));
    const code = screen.getByLabelText(/Promo or access code/);
    expect(code).toHaveValue('NOPE');
    // The message is linked to its field for screen readers.
    await waitFor(() => {
      const described = String(code.getAttribute('aria-describedby')).split(' ').map((id) => document.getElementById(id)?.textContent);
      expect(described).toContain('This code is not valid');
    });
    expect(screen.getByText('Choose one of the options')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Adaeze Okafor');
  });

  it('shows a 409 (a type sold out meanwhile) as the notice', async () => {
    const user = userEvent.setup();
    server.use(on('register', () => errorAnswer(409, 'Only 1 "Student" ticket is left.')));
    renderGroup();
    await fillBuyer(user);
    await user.selectOptions(screen.getByLabelText(/Voice part/), 'Bass');
    await user.click(screen.getByRole('button', { name: 'Register Now' }));
    expect(within(await screen.findByRole('alert')).getByText('Only 1 "Student" ticket is left.')).toBeInTheDocument();
  });

  it('an access code typed on the plain form unlocks its hidden type, keeps what was typed, and the order sends both', async () => {
    const user = userEvent.setup();
    const plainDay: FeaturedEvent = { ...CHOIR_DAY, id: 'plain-day', ticketTypes: [{ id: 'adult', name: 'Adult', price: 0, available: 20 }], questions: [] };
    const choir = { id: 'choir', name: 'Choir member', price: 0, available: 4 };
    server.use(
      on('check-promo-code', async ({ request }) => {
        const { promoCode } = (await request.json()) as { promoCode: string };
        return promoCode.toUpperCase() === 'CHOIRS'
          ? HttpResponse.json({ success: true, data: { code: 'CHOIRS', revealed: [choir] } })
          : errorAnswer(400, 'This code is not valid', { promoCode: 'This code is not valid' });
      }),
      on('register', () => HttpResponse.json({ success: true, id: 'reg-7', message: 'Registered', data: { total: 0, tickets: [{ id: 't1', ticketTypeId: 'choir', name: 'Adaeze Okafor' }] } }, { status: 201 })),
    );
    renderWithProviders(<RegistrationSection event={plainDay} />, { withToaster: true });
    await fillIn(user, await screen.findByLabelText(/^Full Name/), 'Adaeze Okafor');
    expect(screen.queryByLabelText(/Promo or access code/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Have a promo or access code?' }));

    const code = await screen.findByLabelText(/Promo or access code/);
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Adaeze Okafor');
    await fillIn(user, code, 'guess');
    await user.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(await screen.findByText('This code is not valid')).toBeInTheDocument();
    expect(screen.queryByLabelText('Choir member')).not.toBeInTheDocument();

    await user.clear(code);
    await fillIn(user, code, 'choirs');
    await user.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(await screen.findByText('Code CHOIRS applied: unlocks Choir member. Choose it under Tickets above.')).toBeInTheDocument();
    const tickets = screen.getByRole('group', { name: 'Tickets' });
    await user.selectOptions(within(tickets).getByLabelText('Adult'), '0');
    await user.selectOptions(within(tickets).getByLabelText('Choir member'), '1');
    await fillIn(user, screen.getByLabelText(/^Email/), 'adaeze@example.com');
    await fillIn(user, screen.getByLabelText(/^Phone Number/), '+2348031234567');
    await user.click(screen.getByRole('button', { name: 'Register Now' }));

    await waitFor(() => expect(registrationCalls()).toHaveLength(1));
    expect(registrationCalls()[0].body).toMatchObject({ eventId: 'plain-day', promoCode: 'choirs', tickets: [{ ticketTypeId: 'choir', name: 'Adaeze Okafor' }] });
  });
});
