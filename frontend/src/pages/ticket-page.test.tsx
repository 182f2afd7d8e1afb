import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { TicketView } from '../../../contract/schemas';
import type { WaitlistOfferView } from '../../../contract/waitlist';
import { recordRequests } from '../test/msw/requests';
import { on, pathOf } from '../test/msw/routes';
import { server } from '../test/msw/server';
import { renderWithProviders } from '../test/render-with-providers';
import TicketPage from './ticket-page';


const OFFER: WaitlistOfferView = {
  name: 'Adaeze Okafor',
  quantity: 2,
  status: 'offered',
  // 14:30 UTC is 15:30 in Lagos.
  offerExpiresAt: '2099-06-10T14:30:00.000Z',
  price: 0,
  event: { id: 'full-workshop', title: 'Full Workshop', date: '2099-06-15', startTime: '10:00', endTime: '16:00', location: 'Lagos Concert Hall', address: 'Victoria Island' },
};

/** The ticket page at /tickets/{token}, the API answering `answer` (a ticket or an offer). */
function renderTicketPage(answer: object, token: string) {
  server.use(on('get-ticket', () => HttpResponse.json(answer)));
  renderWithProviders(
    <Routes>
      <Route path="/tickets/:token" element={<TicketPage />} />
    </Routes>,
    { route: `/tickets/${token}` },
  );
}

const renderOffer = (offer: WaitlistOfferView) => renderTicketPage({ offer }, 'offer-token');

it("an offer's link shows the event, the seats held until when in Lagos time, and claiming a free event's seats shows the tickets", async () => {
  const recorded = recordRequests();
  server.use(
    on('claim-ticket', () =>
      HttpResponse.json(
        { success: true, id: 'r1', message: 'ok', data: { total: 0, tickets: [{ id: 't1', ticketTypeId: 'general', name: 'Adaeze Okafor' }, { id: 't2', ticketTypeId: 'general', name: 'Adaeze Okafor' }] } },
        { status: 201 },
      ),
    ),
  );
  renderOffer(OFFER);
  expect(await screen.findByRole('heading', { name: 'Full Workshop' })).toBeInTheDocument();
  expect(screen.getByTestId('offer-held')).toHaveTextContent(/2 seats are held for you until .*15:30 \(Lagos time\)/);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Claim your seats' }));
  expect(await screen.findByText(/Your 2 tickets/)).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Claim your seats' })).not.toBeInTheDocument();
  expect(recorded.filter((r) => r.path === pathOf('claim-ticket', { token: 'offer-token' }) && r.method === 'POST')).toHaveLength(1);
});

it('a claim refused because the offer ran out meanwhile says so', async () => {
  server.use(on('claim-ticket', () => HttpResponse.json({ success: false, message: 'This offer has expired and the seats were passed on.' }, { status: 409 })));
  renderOffer(OFFER);
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Claim your seats' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This offer has expired and the seats were passed on.');
});

it('an expired offer says so with no claim button', async () => {
  renderOffer({ ...OFFER, status: 'expired' });
  expect(await screen.findByText('This offer has expired and the seats were passed on.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Claim your seats' })).not.toBeInTheDocument();
});

it('a claimed offer links its ticket', async () => {
  renderOffer({ ...OFFER, status: 'claimed', ticketUrl: 'http://127.0.0.1/tickets/abc' });
  expect(await screen.findByText('This offer has already been claimed.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open your ticket' })).toHaveAttribute('href', 'http://127.0.0.1/tickets/abc');
});

it("a refunded ticket says how much came back and offers the refund's credit note beside the receipt", async () => {
  const ticket: TicketView = {
    name: 'Tunde Bakare',
    status: 'cancelled',
    payment: { status: 'refunded', amount: 5000, refunded: 3000 },
    event: { id: 'paid-workshop', title: 'Paid Workshop', date: '2099-06-15', startTime: '10:00', endTime: '16:00', location: 'Lagos Concert Hall', address: 'Victoria Island', price: 5000, description: 'A day of songs.' },
    manageUrl: 'http://127.0.0.1/tickets/refunded-token',
    qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  };
  renderTicketPage({ ticket }, 'refunded-token');
  const payment = await screen.findByTestId('payment-status');
  expect(payment).toHaveTextContent('₦3,000 refunded.');
  const receipt = pathOf('get-ticket-receipt', { token: 'refunded-token' });
  expect(screen.getByRole('link', { name: 'Download your receipt (PDF)' })).toHaveAttribute('href', receipt);
  expect(screen.getByRole('link', { name: 'Download the credit note of your refund (PDF)' })).toHaveAttribute('href', `${receipt}?note=credit`);
});
