// A registration's payment in the admin table (docs/PRODUCT-RULES.md,
// Payments): status, amount and reference; a pay-at-the-venue one can be
// marked paid in cash or by transfer, which records who and when; a Paystack
// payment can be refunded (refund-dialog.tsx).
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatShortDate } from '../../../../contract/dates';
import { PAYMENT_MESSAGES } from '../../../../contract/messages';
import { formatNaira } from '../../../../contract/naira';
import type { EventRegistration, Payment } from '../../../../contract/schemas';
import { useAdminSession } from './admin-session';
import { runMutation } from './run-mutation';
import { useAdminList } from './use-admin-list';
import { PAYMENT_PALETTE } from '../../lib/payment-palette';
import { RefundDialog, refundableNaira } from './refund-dialog';

function paidNote(payment: Payment): string | undefined {
  if (payment.status === 'refunded' || payment.status === 'refund_pending' || payment.status === 'refund_failed') {
    return [
      payment.refunded ? `${formatNaira(payment.refunded)} refunded` : undefined,
      payment.refundPending ? `${formatNaira(payment.refundPending)} under way` : undefined,
      payment.refundError,
    ].filter(Boolean).join(' · ');
  }
  if (payment.status !== 'paid') return payment.flag;
  const how = payment.method === 'paystack' ? 'Paystack' : payment.method;
  return [how, payment.markedBy && `by ${payment.markedBy}`, payment.paidAt && formatShortDate(payment.paidAt)].filter(Boolean).join(' · ');
}

export function PaymentCell({ registration }: { registration: EventRegistration & { payment: Payment } }) {
  const { client } = useAdminSession();
  const list = useAdminList('registrations');
  const { payment } = registration;
  const markPaid = async (method: 'cash' | 'transfer') => {
    const outcome = await runMutation(() => client.markPaid(registration.id, { method }), PAYMENT_MESSAGES.markedPaid);
    if (outcome.ok) void list.refresh();
  };
  const note = paidNote(payment);
  return (
    <Stack gap="1" minW="36">
      <HStack gap="2">
        <Badge colorPalette={PAYMENT_PALETTE[payment.status]}>{PAYMENT_MESSAGES.labels[payment.status]}</Badge>
        <Text fontSize="sm" fontWeight="semibold">
          {formatNaira(payment.amount)}
        </Text>
      </HStack>
      {payment.reference && (
        <Text fontFamily="mono" fontSize="xs" color="fg.muted" title="Paystack reference">
          {payment.reference}
        </Text>
      )}
      {note && (
        <Text fontSize="xs" color="fg.muted">
          {note}
        </Text>
      )}
      {refundableNaira(payment) > 0 && <RefundDialog registration={registration} onDone={() => void list.refresh()} />}
      {payment.status === 'venue' && registration.status !== 'cancelled' && (
        <HStack gap="1">
          <Button size="2xs" variant="outline" onClick={() => void markPaid('cash')} aria-label={`Paid cash: ${registration.name}`}>
            Paid cash
          </Button>
          <Button size="2xs" variant="outline" onClick={() => void markPaid('transfer')} aria-label={`Paid transfer: ${registration.name}`}>
            Paid transfer
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
