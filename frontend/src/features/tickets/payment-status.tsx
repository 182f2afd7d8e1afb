// A priced ticket's payment, as the attendee sees it (docs/PRODUCT-RULES.md, Payments).
import { Badge } from '@chakra-ui/react/badge';
import { Link } from '@chakra-ui/react/link';
import { Button } from '@chakra-ui/react/button';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { PAYMENT_MESSAGES } from '../../../../contract/messages';
import { formatNaira } from '../../../../contract/naira';
import type { PaymentStatus, TicketPayment } from '../../../../contract/schemas';
import { PAYMENT_PALETTE } from '../../lib/payment-palette';

const EXPLAIN: Partial<Record<PaymentStatus, string>> = {
  pending: 'Your seat is held until the time below. Complete the payment at Paystack to confirm it.',
  failed: 'Paystack declined the payment. Your seat stays held until the time below.',
  expired: 'The payment was not completed in time, so the seat was released.',
  venue: PAYMENT_MESSAGES.payAtVenue,
  refund_due: 'We received a payment we could not accept for this ticket. We will refund it.',
  refund_pending: 'Your refund has been sent to Paystack. It reaches your card or account within a few working days.',
  refunded: 'Refunded through Paystack.',
  refund_failed: 'Paystack could not make the refund yet. We will try again and contact you.',
};

type Props = { payment: TicketPayment; confirming: boolean; onCheckAgain?: () => void; /** The paid order's receipt PDF. */ receiptUrl?: string };

/** Money came in for the order: it has a receipt (docs/PRODUCT-RULES.md, Receipts). */
const HAS_RECEIPT: readonly PaymentStatus[] = ['paid', 'refund_pending', 'refunded', 'refund_failed'];

export function PaymentStatusPanel({ payment, confirming, onCheckAgain, receiptUrl }: Props) {
  if (confirming) {
    return (
      <HStack role="status" gap="3">
        <Spinner size="sm" color="purple.500" />
        <Text>{PAYMENT_MESSAGES.confirming}</Text>
      </HStack>
    );
  }
  const held = payment.holdExpiresAt && (payment.status === 'pending' || payment.status === 'failed');
  return (
    <Stack gap="2" data-testid="payment-status">
      <HStack gap="3">
        <Badge colorPalette={PAYMENT_PALETTE[payment.status]} variant="solid" size="lg">
          {PAYMENT_MESSAGES.labels[payment.status]}
        </Badge>
        <Text fontWeight="bold">{formatNaira(payment.amount)}</Text>
      </HStack>
      {EXPLAIN[payment.status] && <Text fontSize="sm">{EXPLAIN[payment.status]}</Text>}
      {payment.refunded ? <Text fontSize="sm">{formatNaira(payment.refunded)} refunded.</Text> : null}
      {receiptUrl && HAS_RECEIPT.includes(payment.status) && (
        <Link href={receiptUrl} fontSize="sm" colorPalette="purple" textDecoration="underline" download>
          Download your receipt (PDF)
        </Link>
      )}
      {/* The last refund's credit note (the refund mail carries each one). */}
      {receiptUrl && payment.refunded ? (
        <Link href={`${receiptUrl}?note=credit`} fontSize="sm" colorPalette="purple" textDecoration="underline" download>
          Download the credit note of your refund (PDF)
        </Link>
      ) : null}
      {held && (
        <Text fontSize="sm" color="fg.muted">
          Held until {new Date(payment.holdExpiresAt!).toLocaleTimeString('en-NG', { hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Lagos' })} (Lagos time)
        </Text>
      )}
      {held && onCheckAgain && (
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onCheckAgain}>
          Check again
        </Button>
      )}
    </Stack>
  );
}
