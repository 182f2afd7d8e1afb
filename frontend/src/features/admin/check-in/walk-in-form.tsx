// Someone at the door without a registration: registered and checked in at
// once while seats are left. A refusal (full, already registered, bad field)
// keeps what was typed.
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type FormEvent } from 'react';
import { fieldErrors, registrationInput, type RegistrationInput, type WalkInResponse } from '../../../../../contract/schemas';
import { ApiError } from '../../../lib/api-error';

const EMPTY = { name: '', email: '', phone: '' };
type Values = typeof EMPTY;

export function WalkInForm({ eventId, seatsLeft, onWalkIn }: { eventId: string; seatsLeft: number; onWalkIn: (input: RegistrationInput) => Promise<WalkInResponse> }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const parsed = registrationInput.safeParse({ ...values, eventId });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await onWalkIn(parsed.data);
      setMessage({ ok: true, text: result.message });
      setValues(EMPTY);
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.fieldErrors ?? {});
        setMessage({ ok: false, text: error.serverMessage ?? error.message });
      } else setMessage({ ok: false, text: 'No network: walk-ins need a connection.' });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof Values, label: string, type: string, autoComplete: string) => (
    <Field.Root required invalid={Boolean(errors[name])}>
      <Field.Label>{label}</Field.Label>
      <Input type={type} autoComplete={autoComplete} value={values[name]} onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))} />
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Walk-in">
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {seatsLeft > 0 ? `${seatsLeft} seat${seatsLeft === 1 ? '' : 's'} left.` : 'No seats left: walk-ins are refused.'}
        </Text>
        {field('name', 'Name', 'text', 'off')}
        {field('email', 'Email', 'email', 'off')}
        {field('phone', 'Phone', 'tel', 'off')}
        {message && (
          <Text role={message.ok ? 'status' : 'alert'} color={message.ok ? 'fg.success' : 'fg.error'}>
            {message.text}
          </Text>
        )}
        <Button type="submit" colorPalette="green" loading={busy} disabled={seatsLeft <= 0}>
          Register and check in
        </Button>
      </Stack>
    </form>
  );
}
