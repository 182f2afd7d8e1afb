// Full Name, Email, Phone Number -> the register route (docs/PRODUCT-RULES.md, Registration).
// An event with several ticket types or questions gets the group order form instead
// (group-order-fields.tsx, loaded only then; docs/PRODUCT-RULES.md, Box office): one
// event with one type and no questions looks and works as it always did.
// Validation messages come from the contract schema; a 400's field messages
// land on the fields; any other failure keeps the values and shows a notice.
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Formik, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import { lazy, memo, Suspense, useState, type ReactNode } from 'react';
import { registrationInput } from '../../../../contract/schemas';
import { FormField } from '../../components/form-field';
import { ApiError, errorMessage } from '../../lib/api-error';
import { FORM_VALIDATION, zodValidate } from '../../lib/formik-zod';
import { registerForEvent, type OrderAnswer, type OrderRequest } from './register-event';
import { ConsentField } from '../../components/consent-field';
import { HoneypotField } from '../../components/honeypot-field';
import { PrivacyNote } from '../../components/privacy-note';
import { HydratingForm } from '../../components/hydrating-form';
import { FillTimer, formSignals } from '../../lib/form-signals';
import { preloadBeforeHydration } from '../../lib/hydration-preloads';
import type { PromoCodeCheck, PublicTicketType, Question } from '../../../../contract/box-office';
import { initialOrderValues, nestErrors, orderBody, orderErrors, type OrderValues } from './order-values';

// Loaded only for an event that needs it; before hydrating when the page's HTML already shows it
// (lib/hydration-preloads.ts), so that it hydrates with the rest of the form.
let groupOrderModule: typeof import('./group-order-fields') | null = null;
const loadGroupOrderFields = () => import('./group-order-fields').then((module) => (groupOrderModule = module));
const LazyGroupOrderFields = lazy(loadGroupOrderFields);
preloadBeforeHydration('[name^="quantities."]', loadGroupOrderFields);

export const REGISTRATION_FAILED_TEXT = 'There was an error registering for the event. Please try again.';

// homepage: the honeypot (components/honeypot-field.tsx), empty for a person.
// marketingConsent: the unticked news choice (components/consent-field.tsx).
type Values = { name: string; email: string; phone: string; homepage: string; marketingConsent: boolean };
const EMPTY: Values = { name: '', email: '', phone: '', homepage: '', marketingConsent: false };
const buyerSchema = registrationInput.omit({ eventId: true });
const validate = zodValidate<Values>(buyerSchema);

type Props = {
  eventId: string;
  /** The event's visible ticket types and its questions (absent: one type, no questions). */
  ticketTypes?: PublicTicketType[];
  questions?: Question[];
  onRegistered: (answer: OrderAnswer, input: OrderRequest) => void;
  /** Shown above the button: how a priced event is paid. */
  note?: ReactNode;
};

const SubmitButton = memo(function SubmitButton({ submitting }: { submitting: boolean }) {
  return (
    <Button type="submit" colorPalette="purple" size="lg" disabled={submitting} loading={submitting} loadingText="Registering...">
      Register Now
    </Button>
  );
});

/** What the plain form holds, read from the form itself when asked (the code button): the body then needs no re-render per keystroke. */
const typedValues = (form: HTMLFormElement | null): Values => {
  const data = form ? new FormData(form) : new FormData();
  const text = (name: keyof Values) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { name: text('name'), email: text('email'), phone: text('phone'), homepage: text('homepage'), marketingConsent: data.has('marketingConsent') };
};

/**
 * The plain form's body, memoised: a refused submit or a keystroke re-renders
 * the fields whose value or message changed (they follow the form
 * themselves), not every element of the form.
 */
const PlainFormBody = memo(function PlainFormBody({
  submitting,
  failureNotice,
  note,
  onCodeWanted,
}: {
  submitting: boolean;
  failureNotice: ReactNode;
  note: ReactNode;
  onCodeWanted: (typed: Values) => void;
}) {
  return (
    <>
      <HoneypotField />
      <Stack gap="4">
        {failureNotice}
        <FormField name="name" label="Full Name" placeholder="Enter your full name" autoComplete="name" required />
        <FormField name="email" label="Email" type="email" placeholder="you@example.com" autoComplete="email" required />
        <FormField name="phone" label="Phone Number" type="tel" placeholder="+234 800 000 0000" autoComplete="tel" required />
        <ConsentField />
        {note}
        <SubmitButton submitting={submitting} />
        <PrivacyNote />
        <Button type="button" variant="plain" size="sm" colorPalette="purple" alignSelf="center" textDecoration="underline" onClick={(e) => onCodeWanted(typedValues(e.currentTarget.form))}>
          Have a promo or access code?
        </Button>
      </Stack>
    </>
  );
});

/** Does this event need the group form? Several types to choose from, or questions to ask. */
export const needsGroupForm = (types: PublicTicketType[] = [], questions: Question[] = []) => types.length > 1 || questions.length > 0;

export function RegistrationForm({ eventId, ticketTypes = [], questions = [], onRegistered, note }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const [fillTimer] = useState(() => new FillTimer());
  // Chosen once: the loaded module renders at once (no suspending over prerendered HTML); switching later would remount.
  const [GroupOrderFields] = useState(() => groupOrderModule?.default ?? LazyGroupOrderFields);
  // Types an access code unlocked (added to the visible ones), and whether the buyer asked for the
  // code field on an event whose plain form has none: both open the group form, keeping what was typed.
  const [unlocked, setUnlocked] = useState<PublicTicketType[]>([]);
  const [codeWanted, setCodeWanted] = useState<Values | null>(null);
  // One code per order: the last one applied decides the unlocked (hidden, so never listed) types.
  const types = [...ticketTypes, ...unlocked];
  const group = needsGroupForm(types, questions) || codeWanted !== null;
  const onCodeApplied = (check: PromoCodeCheck) => setUnlocked(check.revealed);

  async function send<V extends FormikValues & { homepage: string }>(input: OrderRequest, values: V, helpers: FormikHelpers<V>) {
    setFailure(null);
    try {
      const answer = await registerForEvent(input, formSignals(values, fillTimer));
      helpers.resetForm();
      onRegistered(answer, input);
    } catch (error) {
      // Nothing typed is lost: the values stay, the server's field messages land on their fields.
      if (error instanceof ApiError && error.status === 400 && error.fieldErrors) {
        helpers.setErrors(nestErrors<V>(error.fieldErrors));
      }
      // The server's own words (full, closed, already registered, a type sold out) help more than a generic line.
      setFailure(errorMessage(error, REGISTRATION_FAILED_TEXT));
    }
  }

  const failureNotice = failure && (
    <Alert.Root status="error" variant="subtle" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Registration Failed</Alert.Title>
        <Alert.Description>{failure}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );

  if (group) {
    const validateOrder = (values: OrderValues): FormikErrors<OrderValues> => ({ ...orderErrors(values, questions), ...validate(values) });
    return (
      // Its own key: opened from the plain form (a code), it is a new form holding what was typed there.
      <Formik<OrderValues>
        key="group"
        initialValues={{ ...initialOrderValues(ticketTypes), ...(codeWanted ?? {}) }}
        validate={validateOrder}
        onSubmit={(values, helpers) => {
          const buyer = buyerSchema.parse(values);
          return send({ ...buyer, eventId, ...orderBody(values, questions), marketingConsent: values.marketingConsent === true }, values, helpers);
        }}
        {...FORM_VALIDATION}
      >
        {({ isSubmitting }) => (
          <HydratingForm noValidate aria-label="Event registration" fillTimer={fillTimer}>
            <HoneypotField />
            <Stack gap="6">
              {failureNotice}
              <Suspense fallback={<Text color="fg.muted">Loading the ticket options…</Text>}>
                <GroupOrderFields eventId={eventId} types={types} questions={questions} onCodeApplied={onCodeApplied} />
              </Suspense>
              <ConsentField />
              {note}
              <SubmitButton submitting={isSubmitting} />
              <PrivacyNote />
            </Stack>
          </HydratingForm>
        )}
      </Formik>
    );
  }

  return (
    <Formik
      key="plain"
      initialValues={EMPTY}
      validate={validate}
      onSubmit={(values, helpers) => send<Values>({ ...registrationInput.parse({ ...values, eventId }), marketingConsent: values.marketingConsent === true }, values, helpers)}
      {...FORM_VALIDATION}
    >
      {({ isSubmitting }) => (
        <HydratingForm noValidate aria-label="Event registration" fillTimer={fillTimer} validate={validate}>
          <PlainFormBody submitting={isSubmitting} failureNotice={failureNotice} note={note} onCodeWanted={setCodeWanted} />
        </HydratingForm>
      )}
    </Formik>
  );
}
