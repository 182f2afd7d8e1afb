// Under a priced event's form: how the seat is paid (docs/PRODUCT-RULES.md,
// Payments). Online with Paystack when the site has a key, else at the venue.
import { Alert } from '@chakra-ui/react/alert';
import useSWR from 'swr';
import { PAYMENT_MESSAGES } from '../../../../contract/messages';
import { nairaAmount } from '../../../../contract/price';
import { callLater } from '../../lib/call-later';

export function PaymentNote({ price }: { price: string | number }) {
  const amount = typeof price === 'number' ? price : (nairaAmount(price) ?? 0);
  // Asked only for a priced event; until the answer comes nothing is claimed.
  const { data } = useSWR(amount > 0 ? 'paymentConfig' : null, () => callLater('paymentConfig'));
  if (amount <= 0 || !data) return null;
  return (
    <Alert.Root status="info" variant="subtle" data-testid="payment-note">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{data.online ? 'Pay online' : PAYMENT_MESSAGES.labels.venue}</Alert.Title>
        <Alert.Description>{data.online ? PAYMENT_MESSAGES.payOnline : PAYMENT_MESSAGES.payAtVenue}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
