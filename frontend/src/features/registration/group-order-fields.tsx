// The group order's fields (issue 24, docs/PRODUCT-RULES.md, Box office): how many tickets of
// each type, the buyer and the per-order questions, one attendee per ticket with the
// per-attendee questions, and the promo code. Loaded only for an event that has more than
// one ticket type or asks questions (registration-form.tsx), so the simple form costs no more.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Fieldset } from '@chakra-ui/react/fieldset';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { getIn, useFormikContext } from 'formik';
import { useLayoutEffect, useRef, useState } from 'react';
import { priceAt } from '../../../../contract/event-lifecycle';
import { formatNaira } from '../../../../contract/naira';
import { FormField } from '../../components/form-field';
import { showFieldError } from '../../lib/formik-zod';
import { MAX_TICKETS_PER_ORDER } from '../../../../contract/ticket-types';
import { normaliseCode, type PromoCodeCheck, type PublicTicketType, type Question } from '../../../../contract/box-office';
import { errorMessage } from '../../lib/api-error';
import { canOrder, estimateTotal, resizeTickets, ticketCount, type OrderValues } from './order-values';
import { checkPromoCode, codeSummary } from './promo-code-check';
import { QuestionField } from './question-field';
import { typedValues } from '../../lib/typed-values';

type Props = {
  eventId: string;
  types: PublicTicketType[];
  questions: Question[];
  /** A code the server accepted: the form adds the hidden types it unlocks. */
  onCodeApplied: (check: PromoCodeCheck) => void;
};

const priceNow = (type: PublicTicketType) => priceAt(type, new Date());

function QuantityRow({ type, types }: { type: PublicTicketType; types: PublicTicketType[] }) {
  const { values, setValues } = useFormikContext<OrderValues>();
  const soldOut = !canOrder(type);
  const others = ticketCount(values.quantities) - (Number(values.quantities[type.id]) || 0);
  // Never more than this type has left, nor more than the order's limit with the others chosen.
  const most = Math.max(0, Math.min(type.available, MAX_TICKETS_PER_ORDER - others));
  const id = `quantity-${type.id}`;
  const price = priceNow(type);
  return (
    <Field.Root disabled={soldOut}>
      <HStack justify="space-between" align="center" gap="3" width="full">
        <Box minW="0">
          <Field.Label htmlFor={id}>{type.name}</Field.Label>
          <Text fontSize="sm" color="fg.muted" id={`${id}-info`}>
            {formatNaira(price)}
            {price !== type.price && ` (early bird, then ${formatNaira(type.price)})`}
            {' · '}
            {soldOut ? 'Sold out' : `${type.available} left`}
          </Text>
        </Box>
        <NativeSelect.Root width="24" flexShrink={0} disabled={soldOut}>
          <NativeSelect.Field
            id={id}
            name={`quantities.${type.id}`}
            aria-describedby={`${id}-info`}
            value={values.quantities[type.id] ?? '0'}
            onChange={(e) => {
              const quantities = { ...values.quantities, [type.id]: e.target.value };
              void setValues({ ...values, quantities, tickets: resizeTickets(types, quantities, values.tickets) });
            }}
          >
            {Array.from({ length: Math.max(most, Number(values.quantities[type.id]) || 0) + 1 }, (_, n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
    </Field.Root>
  );
}

function TicketChooser({ types }: { types: PublicTicketType[] }) {
  const { values, errors, submitCount } = useFormikContext<OrderValues>();
  const error = getIn(errors, 'quantities') as unknown;
  const shown = showFieldError(submitCount, error) ? error : undefined;
  const estimate = estimateTotal(types, values.quantities, priceNow);
  return (
    <Fieldset.Root invalid={Boolean(shown)}>
      <Fieldset.Legend fontWeight="semibold">Tickets</Fieldset.Legend>
      <Fieldset.HelperText>Up to {MAX_TICKETS_PER_ORDER} tickets in one order, one name per ticket.</Fieldset.HelperText>
      <Fieldset.Content>
        {types.map((type) => (
          <QuantityRow key={type.id} type={type} types={types} />
        ))}
      </Fieldset.Content>
      {shown && <Fieldset.ErrorText>{shown}</Fieldset.ErrorText>}
      {estimate > 0 && (
        <Text fontSize="sm" data-testid="order-estimate">
          Estimated total before any code: <strong>{formatNaira(estimate)}</strong>. The total is confirmed when you register.
        </Text>
      )}
    </Fieldset.Root>
  );
}

function AttendeeFieldset({ index, type, questions }: { index: number; type?: PublicTicketType; questions: Question[] }) {
  return (
    <Fieldset.Root borderWidth="1px" borderRadius="md" p="4">
      <Fieldset.Legend fontWeight="semibold" px="1">
        Ticket {index + 1}
        {type ? `: ${type.name}` : ''}
      </Fieldset.Legend>
      <Fieldset.Content>
        <FormField
          name={`tickets.${index}.name`}
          label="Attendee name"
          required={index > 0}
          autoComplete="off"
          helperText={index === 0 ? 'Leave empty if this ticket is yours.' : undefined}
        />
        <FormField name={`tickets.${index}.email`} label="Attendee email (optional)" type="email" autoComplete="off" helperText="They get their own ticket by mail." />
        {questions.map((q) => (
          <QuestionField key={q.id} question={q} name={`tickets.${index}.answers.${q.id}`} />
        ))}
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

type CodeCheckState = { status: 'checking' } | { status: 'applied'; check: PromoCodeCheck } | { status: 'refused'; text: string };

/** The code with an Apply button: the server says what it does (and unlocks) before the order. */
function PromoCodeField({ eventId, types, onCodeApplied }: Pick<Props, 'eventId' | 'types' | 'onCodeApplied'>) {
  const { values } = useFormikContext<OrderValues>();
  const [check, setCheck] = useState<CodeCheckState | null>(null);
  async function apply() {
    const code = values.promoCode.trim();
    if (!code) return setCheck({ status: 'refused', text: 'Type the code first.' });
    setCheck({ status: 'checking' });
    try {
      const result = await checkPromoCode(eventId, code);
      onCodeApplied(result);
      setCheck({ status: 'applied', check: result });
    } catch (error) {
      setCheck({ status: 'refused', text: errorMessage(error, 'We could not check the code. Please try again.') });
    }
  }
  // An applied note belongs to the code it was about: editing the code takes it away.
  const shown = check && check.status !== 'checking' && !(check.status === 'applied' && normaliseCode(values.promoCode) !== check.check.code) ? check : null;
  const text =
    shown?.status === 'applied' ? `${codeSummary(shown.check, types)}${shown.check.revealed.length ? ' Choose it under Tickets above.' : ''}` : shown?.text;
  return (
    <Stack gap="2">
      <FormField
        name="promoCode"
        label="Promo or access code (optional)"
        autoComplete="off"
        helperText="A code from the organiser lowers the price of the tickets it applies to, or unlocks a ticket type; the total after the code is confirmed when you register."
      />
      <Button type="button" size="sm" variant="outline" colorPalette="purple" alignSelf="flex-start" onClick={() => void apply()} loading={check?.status === 'checking'} loadingText="Checking the code…">
        Apply code
      </Button>
      <Text role="status" fontSize="sm" data-testid="promo-code-status" color={shown?.status === 'refused' ? 'red.700' : 'green.700'} _dark={{ color: shown?.status === 'refused' ? 'red.300' : 'green.300' }}>
        {text}
      </Text>
    </Stack>
  );
}

/**
 * This part is a lazy chunk, so React can take it over after the rest of the page: what the
 * visitor chose or typed in its prerendered fields before then (a change React did not see) becomes
 * the form's state when it does, and one attendee per ticket follows, as after a change.
 */
function useTakeOverChoices(types: PublicTicketType[]) {
  const ref = useRef<HTMLDivElement>(null);
  const { values, setFieldValue } = useFormikContext<OrderValues>();
  useLayoutEffect(() => {
    const form = ref.current?.closest('form');
    if (!form) return;
    const quantities = { ...values.quantities };
    for (const type of types) {
      const select = form.elements.namedItem(`quantities.${type.id}`);
      if (select instanceof HTMLSelectElement) quantities[type.id] = select.value;
    }
    if (types.some((t) => quantities[t.id] !== values.quantities[t.id])) {
      void setFieldValue('quantities', quantities, false);
      void setFieldValue('tickets', resizeTickets(types, quantities, values.tickets), false);
    }
    for (const [name, value] of Object.entries(typedValues(form, values) ?? {})) void setFieldValue(name, value, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fields as React first finds them, once
  }, []);
  return ref;
}

export default function GroupOrderFields({ eventId, types, questions, onCodeApplied }: Props) {
  const { values } = useFormikContext<OrderValues>();
  const ref = useTakeOverChoices(types);
  const perOrder = questions.filter((q) => q.per === 'order');
  const perAttendee = questions.filter((q) => q.per === 'attendee');
  const byId = new Map(types.map((t) => [t.id, t]));
  return (
    <Stack gap="6" ref={ref}>
      <TicketChooser types={types} />
      <PromoCodeField eventId={eventId} types={types} onCodeApplied={onCodeApplied} />
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">Your details</Fieldset.Legend>
        <Fieldset.Content>
          <FormField name="name" label="Full Name" placeholder="Enter your full name" autoComplete="name" required />
          <FormField name="email" label="Email" type="email" placeholder="you@example.com" autoComplete="email" required />
          <FormField name="phone" label="Phone Number" type="tel" placeholder="+234 800 000 0000" autoComplete="tel" required />
          {perOrder.map((q) => (
            <QuestionField key={q.id} question={q} name={`answers.${q.id}`} />
          ))}
        </Fieldset.Content>
      </Fieldset.Root>
      {(values.tickets.length > 1 || perAttendee.length > 0) &&
        values.tickets.map((t, i) => <AttendeeFieldset key={`${t.ticketTypeId}-${i}`} index={i} type={byId.get(t.ticketTypeId)} questions={perAttendee} />)}
    </Stack>
  );
}
