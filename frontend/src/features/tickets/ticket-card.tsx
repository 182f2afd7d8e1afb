// The ticket itself: who, what, when, where, and the QR code the door scans.
import { Card } from '@chakra-ui/react/card';
import { Image } from '@chakra-ui/react/image';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { EventWhenWhere } from '../../components/event-when-where';
import { REGISTER_MESSAGES } from '../../../../contract/messages';
import { formatNaira } from '../../../../contract/naira';
import type { TicketView } from '../../../../contract/schemas';
import { TicketHeading } from './ticket-heading';

type Props = { ticket: TicketView; actions?: ReactNode; /** The payment panel of a priced ticket. */ payment?: ReactNode };

export function TicketCard({ ticket, actions, payment }: Props) {
  const { event } = ticket;
  const cancelled = ticket.status === 'cancelled';
  // Unpaid online: no QR code yet, the door would not admit it.
  const unpaid = ticket.status === 'pending_payment';
  return (
    <Card.Root maxW="lg" w="full" variant="elevated">
      <Card.Body gap="5">
        <TicketHeading title={event.title} palette={cancelled ? 'red' : unpaid ? 'orange' : 'green'} badge={cancelled ? 'Cancelled' : unpaid ? 'Awaiting payment' : 'Registered'}>
          Ticket for <strong>{ticket.name}</strong>
        </TicketHeading>
        <Stack gap="1.5" fontSize="sm" color="fg.muted">
          <EventWhenWhere event={event} place={`${event.location}, ${event.address}`} />
          <Text fontWeight="bold" color="fg">
            {formatNaira(event.price)}
          </Text>
        </Stack>
        {event.status === 'cancelled' && (
          <Text role="status" color="red.fg" fontWeight="medium">
            {REGISTER_MESSAGES.cancelled}
          </Text>
        )}
        {payment}
        {unpaid ? null : cancelled ? (
          <Text role="status" color="red.fg" fontWeight="medium">
            This registration has been cancelled. The ticket is no longer valid.
          </Text>
        ) : (
          <Stack align="center" gap="2">
            <Image
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(ticket.qrSvg)}`}
              alt={`QR code of your ticket for ${event.title}`}
              width="220px"
              height="220px"
              bg="white"
            />
            <Text fontSize="sm" color="fg.muted">
              Show this code at the door.
            </Text>
          </Stack>
        )}
      </Card.Body>
      {actions && (
        <Card.Footer gap="3" flexWrap="wrap">
          {actions}
        </Card.Footer>
      )}
    </Card.Root>
  );
}
