// A waitlist offer at its link /tickets/{token} (docs/PRODUCT-RULES.md, Waitlist): the event, the seats
// held for this person and until when (Lagos time), and 'Claim your seats'. A free event's claim shows the
// tickets at once; a priced one goes on to Paystack's checkout, as the registration form does. An offer that
// can no longer be claimed says why.
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Link } from '@chakra-ui/react/link';
import { List } from '@chakra-ui/react/list';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import type { OrderTicket } from '../../../../contract/box-office';
import { REGISTER_MESSAGES } from '../../../../contract/messages';
import { formatNaira } from '../../../../contract/naira';
import { formatOfferUntil, WAITLIST_MESSAGES, type WaitlistOfferView } from '../../../../contract/waitlist';
import { EventWhenWhere } from '../../components/event-when-where';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { TicketHeading } from './ticket-heading';

type Props = { token: string; offer: WaitlistOfferView; /** Read the offer again (after a claim that was refused). */ onChanged: () => void };

/** Why an offer that is not running cannot be claimed. */
const ENDED: Record<string, string> = {
  expired: WAITLIST_MESSAGES.offerExpired,
  claimed: WAITLIST_MESSAGES.offerClaimed,
  removed: WAITLIST_MESSAGES.offerGone,
  waiting: WAITLIST_MESSAGES.offerGone,
};

export function OfferCard({ token, offer, onChanged }: Props) {
  const { event, quantity } = offer;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [tickets, setTickets] = useState<OrderTicket[] | null>(null);
  const open = offer.status === 'offered' && !tickets;
  const seats = quantity === 1 ? '1 seat' : `${quantity} seats`;

  const claim = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await api.call('claimTicket', { params: { token } });
      // A priced event: the seats become the order's unpaid hold while the visitor pays at Paystack's checkout.
      if (answer.data?.authorizationUrl) {
        window.location.assign(answer.data.authorizationUrl);
        return;
      }
      setTickets(answer.data?.tickets ?? []);
    } catch (error) {
      setProblem(errorMessage(error, 'Please try again in a moment.'));
      onChanged();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root maxW="lg" w="full" variant="elevated">
      <Card.Body gap="5">
        <TicketHeading title={event.title} palette={open ? 'purple' : tickets ? 'green' : 'gray'} badge={tickets ? 'Registered' : open ? 'Seats held for you' : 'Offer closed'}>
          Waitlist offer for <strong>{offer.name}</strong>
        </TicketHeading>
        <Stack gap="1.5" fontSize="sm" color="fg.muted">
          <EventWhenWhere event={event} place={event.address ? `${event.location}, ${event.address}` : event.location} />
          <Text fontWeight="bold" color="fg">
            {offer.price > 0 ? `${formatNaira(offer.price)} a seat` : formatNaira(0)}
          </Text>
        </Stack>
        {event.status === 'cancelled' && (
          <Text role="status" color="red.fg" fontWeight="medium">
            {REGISTER_MESSAGES.cancelled}
          </Text>
        )}
        {tickets ? (
          <Stack gap="2" role="status">
            <Text fontWeight="semibold">{REGISTER_MESSAGES.success}</Text>
            <Text id="claimed-tickets-heading">Your {tickets.length === 1 ? 'ticket' : `${tickets.length} tickets`} (each also comes by email):</Text>
            <List.Root aria-labelledby="claimed-tickets-heading" ps="5">
              {tickets.map((t) => (
                <List.Item key={t.id}>{t.name}</List.Item>
              ))}
            </List.Root>
          </Stack>
        ) : open && offer.offerExpiresAt ? (
          <Text data-testid="offer-held">
            {seats} {quantity === 1 ? 'is' : 'are'} held for you until <strong>{formatOfferUntil(offer.offerExpiresAt)}</strong> (Lagos time).
            After that {quantity === 1 ? 'it goes' : 'they go'} to the next person waiting.
          </Text>
        ) : (
          <Text role="status" fontWeight="medium">
            {ENDED[offer.status] ?? WAITLIST_MESSAGES.offerGone}
          </Text>
        )}
        {offer.ticketUrl && !tickets && <Link href={offer.ticketUrl}>Open your ticket</Link>}
        {problem && (
          <Text role="alert" color="red.fg">
            {problem}
          </Text>
        )}
      </Card.Body>
      {open && (
        <Card.Footer>
          <Button colorPalette="purple" onClick={() => void claim()} loading={busy} loadingText="Claiming...">
            Claim your seats
          </Button>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
