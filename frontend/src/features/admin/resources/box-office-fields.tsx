// The event form's box office (issue 24, docs/PRODUCT-RULES.md, Box office): its ticket types
// (name, price, early bird, quota, last day of sale, hidden; their order is the list's) and its
// questions (label, kind, options of a choice, required, per order or per attendee).
// Values follow the event body's paths (ticketTypes.0.price, questions.1.label) so the
// contract's and the server's messages land on their fields.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Fieldset } from '@chakra-ui/react/fieldset';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FieldArray, getIn, useFormikContext } from 'formik';
import type { Question, TicketType } from '../../../../../contract/box-office';
import { FormField, SelectField, TextareaField } from '../../../components/form-field';
import { showFieldError } from '../../../lib/formik-zod';
import type { FormValues } from '../resource-config';
import { SwitchField } from '../switch-field';

/** One type as the form holds it (numbers as typed). */
export type TicketTypeValues = {
  id?: string;
  name: string;
  price: string | number;
  earlyBirdPrice: string | number;
  earlyBirdEndsOn: string;
  quota: string | number;
  salesEndOn: string;
  hidden: boolean;
};
/** One question as the form holds it: a choice's options one per line. */
export type QuestionValues = { id?: string; label: string; kind: string; required: boolean; per: string; optionsText: string };

export const emptyTicketType = (): TicketTypeValues => ({ name: '', price: '', earlyBirdPrice: '', earlyBirdEndsOn: '', quota: '', salesEndOn: '', hidden: false });
const emptyQuestion = (): QuestionValues => ({ label: '', kind: 'text', required: false, per: 'order', optionsText: '' });

export const ticketTypeValues = (t: TicketType): TicketTypeValues => ({
  id: t.id,
  name: t.name,
  price: t.price,
  earlyBirdPrice: t.earlyBirdPrice ?? '',
  earlyBirdEndsOn: t.earlyBirdEndsOn ?? '',
  quota: t.quota ?? '',
  salesEndOn: t.salesEndOn ?? '',
  hidden: Boolean(t.hidden),
});
export const questionValues = (q: Question): QuestionValues => ({
  id: q.id,
  label: q.label,
  kind: q.kind,
  required: q.required,
  per: q.per,
  optionsText: (q.options ?? []).join('\n'),
});

/**
 * The form's values as the event body: no types at all means the event keeps one type carrying
 * its price (the server's default), and a choice's lines become its options.
 */
export function boxOfficeInput(values: FormValues): FormValues {
  const types = (values.ticketTypes as TicketTypeValues[] | undefined) ?? [];
  const questions = (values.questions as QuestionValues[] | undefined) ?? [];
  return {
    ...values,
    ticketTypes: types.length > 0 ? (types) : undefined,
    questions: questions.map(({ optionsText, ...q }) => ({
      ...q,
      ...(q.kind === 'choice' ? { options: optionsText.split('\n').map((o) => o.trim()).filter(Boolean) } : {}),
    })),
  };
}

const KINDS = [
  { value: 'text', label: 'Short text' },
  { value: 'longtext', label: 'Long text' },
  { value: 'choice', label: 'One choice from a list' },
  { value: 'yesno', label: 'Yes or no' },
] as const;
const SCOPES = [
  { value: 'order', label: 'Once per order (the buyer)' },
  { value: 'attendee', label: 'Once per attendee (each ticket)' },
] as const;

function ListError({ name }: { name: string }) {
  const { errors, submitCount } = useFormikContext<FormValues>();
  const error = getIn(errors, name) as unknown;
  return showFieldError(submitCount, error) ? (
    <Text color="fg.error" fontSize="sm" role="alert">
      {error}
    </Text>
  ) : null;
}

function RowActions({ index, count, label, move, remove }: { index: number; count: number; label: string; move: (a: number, b: number) => void; remove: (i: number) => void }) {
  return (
    <HStack gap="2" flexWrap="wrap">
      <Button size="xs" variant="outline" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`Move ${label} up`}>
        Up
      </Button>
      <Button size="xs" variant="outline" disabled={index === count - 1} onClick={() => move(index, index + 1)} aria-label={`Move ${label} down`}>
        Down
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => remove(index)} aria-label={`Remove ${label}`}>
        Remove
      </Button>
    </HStack>
  );
}

export function TicketTypesEditor() {
  const { values } = useFormikContext<FormValues>();
  const types = (values.ticketTypes as TicketTypeValues[] | undefined) ?? [];
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">Ticket types</Fieldset.Legend>
      <Fieldset.HelperText>None: one ticket at the price above. Their order here is the order visitors see.</Fieldset.HelperText>
      <FieldArray name="ticketTypes">
        {(helpers) => (
          <Stack gap="4" mt="2">
            {types.map((t, i) => {
              const label = `ticket type ${i + 1}${t.name ? ` (${t.name})` : ''}`;
              return (
                <Box key={t.id ?? `new-${i}`} borderWidth="1px" borderRadius="md" p="3" role="group" aria-label={`Ticket type ${i + 1}`}>
                  <Stack gap="3">
                    <FormField name={`ticketTypes.${i}.name`} label="Name" required placeholder="Adult" />
                    <FormField name={`ticketTypes.${i}.price`} label="Price (₦, whole naira; 0 = free)" type="number" required />
                    <FormField name={`ticketTypes.${i}.earlyBirdPrice`} label="Early-bird price (₦, optional)" type="number" />
                    <FormField name={`ticketTypes.${i}.earlyBirdEndsOn`} label="Early-bird price ends (last day)" type="date" />
                    <FormField name={`ticketTypes.${i}.quota`} label="Quota (optional; at most this many)" type="number" />
                    <FormField name={`ticketTypes.${i}.salesEndOn`} label="Last day of sale (optional)" type="date" />
                    <SwitchField name={`ticketTypes.${i}.hidden`} label="Hidden (only with an access code)" />
                    <ListError name={`ticketTypes.${i}.id`} />
                    <RowActions index={i} count={types.length} label={label} move={(a, b) => helpers.move(a, b)} remove={(i) => void helpers.remove(i)} />
                  </Stack>
                </Box>
              );
            })}
            <ListError name="ticketTypes" />
            <Button variant="outline" size="sm" alignSelf="flex-start" onClick={() => helpers.push(emptyTicketType())}>
              Add ticket type
            </Button>
          </Stack>
        )}
      </FieldArray>
    </Fieldset.Root>
  );
}

export function QuestionsEditor() {
  const { values } = useFormikContext<FormValues>();
  const questions = (values.questions as QuestionValues[] | undefined) ?? [];
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">Questions</Fieldset.Legend>
      <Fieldset.HelperText>Asked on the registration form; answers show in Forms, the CSV and the door list.</Fieldset.HelperText>
      <FieldArray name="questions">
        {(helpers) => (
          <Stack gap="4" mt="2">
            {questions.map((q, i) => {
              const label = `question ${i + 1}`;
              return (
                <Box key={q.id ?? `new-${i}`} borderWidth="1px" borderRadius="md" p="3" role="group" aria-label={`Question ${i + 1}`}>
                  <Stack gap="3">
                    <FormField name={`questions.${i}.label`} label="Question" required placeholder="Voice part" />
                    <SelectField name={`questions.${i}.kind`} label="Answer" options={KINDS} />
                    {q.kind === 'choice' && <TextareaField name={`questions.${i}.optionsText`} label="Options (one per line)" required rows={4} />}
                    <ListError name={`questions.${i}.options`} />
                    <SelectField name={`questions.${i}.per`} label="Asked" options={SCOPES} />
                    <SwitchField name={`questions.${i}.required`} label="Required" />
                    <RowActions index={i} count={questions.length} label={label} move={(a, b) => helpers.move(a, b)} remove={(i) => void helpers.remove(i)} />
                  </Stack>
                </Box>
              );
            })}
            <ListError name="questions" />
            <Button variant="outline" size="sm" alignSelf="flex-start" onClick={() => helpers.push(emptyQuestion())}>
              Add question
            </Button>
          </Stack>
        )}
      </FieldArray>
    </Fieldset.Root>
  );
}
