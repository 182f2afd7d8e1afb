// 'Refund' on a registration paid with Paystack (docs/PRODUCT-RULES.md,
// Refunds): all that is left, or a part in whole naira, then a second step
// that says exactly what goes back to whom before anything is sent. The
// server claims the refund before calling Paystack, so a double click still
// refunds once; the row shows "Refund pending" until Paystack confirms.
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type FormEvent } from 'react';
import { REFUND_MESSAGES } from '../../../../contract/messages';
import { formatNaira } from '../../../../contract/naira';
import type { EventRegistration, Payment } from '../../../../contract/schemas';
import { useAdminSession } from './admin-session';
import { runMutation } from './run-mutation';

/** Naira paid with Paystack not yet refunded; 0 when nothing can be refunded here. */
export function refundableNaira(payment: Payment): number {
  if (!payment.reference || payment.method === 'cash' || payment.method === 'transfer') return 0;
  if (!['paid', 'refund_due', 'refunded', 'refund_failed'].includes(payment.status)) return 0;
  return Math.max(0, payment.amount - (payment.refunded ?? 0));
}

type Props = { registration: EventRegistration & { payment: Payment }; onDone: () => void };

export function RefundDialog({ registration, onDone }: Props) {
  const { client } = useAdminSession();
  const left = refundableNaira(registration.payment);
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(String(left));
  const [step, setStep] = useState<'amount' | 'confirm'>('amount');
  const [busy, setBusy] = useState(false);
  const value = Number(amount);
  const invalid = !/^\d+$/.test(amount.trim()) || value <= 0 || value > left;

  const reset = (next: boolean) => {
    setOpen(next);
    if (next) {
      setAmount(String(left));
      setStep('amount');
    }
  };
  const review = (e: FormEvent) => {
    e.preventDefault();
    if (!invalid) setStep('confirm');
  };
  const send = async () => {
    setBusy(true);
    const outcome = await runMutation(() => client.refund(registration.id, value === left ? {} : { amount: value }), REFUND_MESSAGES.started);
    setBusy(false);
    setOpen(false);
    if (outcome.ok || outcome.error) onDone();
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => reset(e.open)} role="alertdialog" placement="center" lazyMount unmountOnExit>
      <Dialog.Trigger asChild>
        <Button size="2xs" variant="outline" colorPalette="red" aria-label={`Refund: ${registration.name}`}>
          Refund
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={review} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>Refund {registration.name}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {step === 'amount' ? (
                  <Stack gap="3">
                    <Text>
                      Paid {formatNaira(registration.payment.amount)} with Paystack
                      {registration.payment.refunded ? `, ${formatNaira(registration.payment.refunded)} already refunded` : ''}. Up to{' '}
                      {formatNaira(left)} can go back.
                    </Text>
                    <Field.Root required invalid={invalid}>
                      <Field.Label>Amount to refund (naira)</Field.Label>
                      <Input inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} autoComplete="off" />
                      <Field.ErrorText>{REFUND_MESSAGES.tooMuch(formatNaira(left))}</Field.ErrorText>
                    </Field.Root>
                  </Stack>
                ) : (
                  <Text>
                    Refund <strong>{formatNaira(value)}</strong> to {registration.name} ({registration.email}) through Paystack? This cannot be
                    undone.
                  </Text>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={busy}>
                    Keep the payment
                  </Button>
                </Dialog.ActionTrigger>
                {step === 'amount' ? (
                  <Button type="submit" colorPalette="red" disabled={invalid}>
                    Review refund
                  </Button>
                ) : (
                  <Button colorPalette="red" onClick={() => void send()} loading={busy} loadingText="Refunding...">
                    Refund {formatNaira(value)}
                  </Button>
                )}
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
