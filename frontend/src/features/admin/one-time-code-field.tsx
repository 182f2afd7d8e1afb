// The code field of two-step sign-in: six digits from an authenticator app (the
// phone offers its number pad and the code the OS read from a message or app:
// inputmode numeric, autocomplete one-time-code), or a recovery code (letters).
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { forwardRef } from 'react';

type Props = { kind: 'totp' | 'recovery'; value: string; onChange: (value: string) => void; error?: string | null; label?: string };

export const OneTimeCodeField = forwardRef<HTMLInputElement, Props>(function OneTimeCodeField({ kind, value, onChange, error, label }, ref) {
  const totp = kind === 'totp';
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label ?? (totp ? 'Code from your authenticator app' : 'Recovery code')}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        ref={ref}
        name={totp ? 'code' : 'recoveryCode'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputMode={totp ? 'numeric' : 'text'}
        autoComplete={totp ? 'one-time-code' : 'off'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={totp ? 7 : 24}
        placeholder={totp ? '123456' : 'xxxx-xxxx-xxxx-xxxx'}
        fontFamily="mono"
        fontSize="lg"
        letterSpacing={totp ? 'widest' : 'normal'}
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{totp ? 'Six digits; a new one every 30 seconds.' : 'One of the ten codes you saved. Each works once.'}</Field.HelperText>}
    </Field.Root>
  );
});
