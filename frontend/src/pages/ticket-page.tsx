// The attendee's ticket at /tickets/{token}: the token is the only key
// (docs/PRODUCT-RULES.md, Tickets). Its HTML comes from a handler that
// answers 404 for a wrong token; a token that goes wrong later (the admin
// deleted the registration) shows the not-found page here too. A waitlist
// offer's link shows the offer and its claim (features/tickets/offer-card.tsx).
import { Flex } from '@chakra-ui/react/flex';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { API, apiPath } from '../../../contract/routes';
import { usePageMeta } from '../components/page-meta';
import { AddToCalendarButton } from '../features/events/add-to-calendar-button';
import { CancelTicketDialog } from '../features/tickets/cancel-ticket-dialog';
import { OfferCard } from '../features/tickets/offer-card';
import { TransferTicketDialog } from '../features/tickets/transfer-ticket-dialog';
import { PaymentStatusPanel } from '../features/tickets/payment-status';
import { TicketCard } from '../features/tickets/ticket-card';
import { useTicket } from '../features/tickets/use-ticket';
import { useVerifyPayment } from '../features/tickets/use-verify-payment';
import { ApiError } from '../lib/api-error';
import NotFoundPage from './not-found-page';
import { PAGES } from './page-table';

export default function TicketPage() {
  usePageMeta(PAGES.ticket);
  const token = useParams().token ?? '';
  const { ticket, offer, error, isLoading, refresh } = useTicket(token);
  // Back from Paystack (or unpaid): the server asks Paystack, never the address's `reference`.
  const verification = useVerifyPayment(token, ticket, () => void refresh());
  // Given away: this link is no longer a ticket; say so rather than reload into a 404.
  const [transferred, setTransferred] = useState<string | null>(null);

  if (transferred) {
    return (
      <Flex justify="center" align="center" px="4" py={{ base: '10', md: '16' }} bg="bg.subtle" minH="60vh">
        <Text role="status" fontSize="lg" maxW="lg" textAlign="center">
          {transferred}
        </Text>
      </Flex>
    );
  }
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  return (
    <Flex justify="center" align="center" px="4" py={{ base: '10', md: '16' }} bg="bg.subtle" minH="60vh">
      {isLoading && <Spinner size="lg" color="purple.500" aria-label="Loading your ticket" />}
      {error && !isLoading && <Text role="alert">We could not load your ticket. Please try again in a moment.</Text>}
      {offer && <OfferCard token={token} offer={offer} onChanged={() => void refresh()} />}
      {ticket && (
        <TicketCard
          ticket={ticket}
          payment={
            ticket.payment && (
              <PaymentStatusPanel
                payment={ticket.payment}
                confirming={verification.confirming}
                onCheckAgain={() => void verification.verify()}
                receiptUrl={apiPath(API.getTicketReceipt.path, { token })}
              />
            )
          }
          actions={
            ticket.status === 'cancelled' ? undefined : (
              <>
                <AddToCalendarButton event={ticket.event} />
                {ticket.transferUntil && (
                  <TransferTicketDialog token={token} eventTitle={ticket.event.title} until={ticket.transferUntil} onTransferred={setTransferred} />
                )}
                <CancelTicketDialog token={token} eventTitle={ticket.event.title} refund={ticket.refundOnCancel} onCancelled={() => void refresh()} />
              </>
            )
          }
        />
      )}
    </Flex>
  );
}
