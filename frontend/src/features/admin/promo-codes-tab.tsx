// The Promo codes tab (issue 24, docs/PRODUCT-RULES.md, Box office): create a promo or access
// code (percent or naira off, or a fixed price; an event and its types; most uses; last day;
// hidden types it reveals), and the list with each code's uses and revenue, and delete.
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Fieldset } from '@chakra-ui/react/fieldset';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { Formik, setIn, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';
import useSWR from 'swr';
import { promoCodeInput, type PromoCode } from '../../../../contract/box-office';
import { formatShortDate } from '../../../../contract/dates';
import { formatNaira } from '../../../../contract/naira';
import { fieldErrors } from '../../../../contract/schemas';
import { ticketTypesOf } from '../../../../contract/ticket-types';
import { FormField, SelectField } from '../../components/form-field';
import { HydratingForm } from '../../components/hydrating-form';
import { ApiError, errorMessage } from '../../lib/api-error';
import { FORM_VALIDATION } from '../../lib/formik-zod';
import { useAdminSession } from './admin-session';
import { runMutation } from './run-mutation';
import { TableFrame } from './table-frame';
import { useEventTitles } from './use-event-titles';

type Discount = 'percentOff' | 'amountOff' | 'fixedPrice' | 'none';
type Values = {
  code: string;
  eventId: string;
  ticketTypeIds: string[];
  discount: Discount;
  discountValue: string;
  maxUses: string;
  validUntil: string;
  reveals: string[];
};
const EMPTY: Values = { code: '', eventId: '', ticketTypeIds: [], discount: 'percentOff', discountValue: '', maxUses: '', validUntil: '', reveals: [] };

const DISCOUNTS = [
  { value: 'percentOff', label: 'Percent off' },
  { value: 'amountOff', label: 'Naira off each ticket' },
  { value: 'fixedPrice', label: 'Fixed price per ticket' },
  { value: 'none', label: 'No discount (access code only)' },
] as const;

/** The form as the route's body. */
function toBody(v: Values): Record<string, unknown> {
  return {
    code: v.code,
    eventId: v.eventId,
    ticketTypeIds: v.eventId && v.ticketTypeIds.length ? v.ticketTypeIds : undefined,
    ...(v.discount === 'none' ? {} : { [v.discount]: v.discountValue }),
    maxUses: v.maxUses,
    validUntil: v.validUntil,
    reveals: v.eventId && v.reveals.length ? v.reveals : undefined,
  };
}

/** The body's messages on the form's fields: the three discounts share one value field. */
function toFormErrors(flat: Record<string, string>): FormikErrors<Values> {
  let errors: FormikErrors<Values> = {};
  for (const [path, message] of Object.entries(flat)) {
    const field = ['percentOff', 'amountOff', 'fixedPrice'].includes(path) ? 'discountValue' : path.split('.')[0];
    if (!(field in errors)) errors = setIn(errors, field, message) as FormikErrors<Values>;
  }
  return errors;
}

function validate(values: Values): FormikErrors<Values> {
  const parsed = promoCodeInput.safeParse(toBody(values));
  return parsed.success ? {} : toFormErrors(fieldErrors(parsed.error));
}

function TypeChecks({ name, legend, types }: { name: 'ticketTypeIds' | 'reveals'; legend: string; types: { id: string; name: string }[] }) {
  const { values, setFieldValue, errors, submitCount } = useFormikContext<Values>();
  const chosen = values[name];
  const error = submitCount > 0 ? (errors[name] as string | undefined) : undefined;
  if (types.length === 0) return null;
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      <Stack gap="2">
        {types.map((t) => (
          <Checkbox.Root
            key={t.id}
            checked={chosen.includes(t.id)}
            onCheckedChange={(d) => void setFieldValue(name, d.checked === true ? [...chosen, t.id] : chosen.filter((id) => id !== t.id))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t.name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

function CreateFields() {
  const { values, isSubmitting } = useFormikContext<Values>();
  const { events } = useEventTitles();
  const event = events.find((e) => e.id === values.eventId);
  const types = event ? ticketTypesOf(event) : [];
  return (
    <Stack gap="4">
      <FormField name="code" label="Code" required placeholder="CHOIR10" helperText="3 to 40 letters, digits, dashes or underscores; visitors may type it in any case." />
      <SelectField name="eventId" label="Event" placeholder="Any event" options={events.map((e) => ({ value: e.id, label: e.title }))} />
      <TypeChecks name="ticketTypeIds" legend="Only for these ticket types (none ticked: every type)" types={types} />
      <SelectField name="discount" label="What it does" options={DISCOUNTS} />
      {values.discount !== 'none' && (
        <FormField
          name="discountValue"
          type="number"
          required
          label={values.discount === 'percentOff' ? 'Percent off (1-100)' : values.discount === 'amountOff' ? 'Naira off each ticket' : 'Price of each ticket (₦)'}
        />
      )}
      <TypeChecks name="reveals" legend="Reveals these hidden ticket types" types={types.filter((t) => t.hidden)} />
      <FormField name="maxUses" type="number" label="Most orders that may use it (optional)" />
      <FormField name="validUntil" type="date" label="Valid until (last day, optional)" />
      <Button type="submit" colorPalette="purple" alignSelf="flex-start" loading={isSubmitting} loadingText="Creating...">
        Create code
      </Button>
    </Stack>
  );
}

function describe(code: PromoCode): string {
  if (code.percentOff !== undefined) return `${code.percentOff}% off`;
  if (code.amountOff !== undefined) return `${formatNaira(code.amountOff)} off each ticket`;
  if (code.fixedPrice !== undefined) return `${formatNaira(code.fixedPrice)} per ticket`;
  return 'Access only';
}

export function PromoCodesTab() {
  const { token, client } = useAdminSession();
  const { eventTitle } = useEventTitles();
  const { data, error, isLoading, mutate } = useSWR<PromoCode[], unknown>(['admin', 'promo-codes', token], () => client.listPromoCodes());

  async function create(values: Values, helpers: FormikHelpers<Values>) {
    const parsed = promoCodeInput.safeParse(toBody(values));
    if (!parsed.success) return helpers.setErrors(toFormErrors(fieldErrors(parsed.error)));
    const outcome = await runMutation(() => client.createPromoCode(parsed.data), 'Promo code created');
    if (outcome.ok) {
      helpers.resetForm();
      await mutate();
    } else if (outcome.error instanceof ApiError && outcome.error.fieldErrors) {
      helpers.setErrors(toFormErrors(outcome.error.fieldErrors));
    }
  }

  async function remove(code: PromoCode) {
    if (!window.confirm(`Delete the code ${code.id}?`)) return;
    const outcome = await runMutation(() => client.removePromoCode(code.id), 'Promo code deleted');
    if (outcome.ok) await mutate();
  }

  const codes = data ?? [];
  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="md">
            New promo or access code
          </Heading>
        </Card.Header>
        <Card.Body>
          <Formik<Values> initialValues={EMPTY} validate={validate} onSubmit={create} {...FORM_VALIDATION}>
            <HydratingForm noValidate aria-label="New promo code">
              <CreateFields />
            </HydratingForm>
          </Formik>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="md">
            Promo codes
          </Heading>
        </Card.Header>
        <Card.Body>
          {isLoading ? (
            <Spinner aria-label="Loading the promo codes" />
          ) : error ? (
            <Text color="fg.error">{errorMessage(error, 'Could not load the promo codes.')}</Text>
          ) : codes.length === 0 ? (
            <Text color="fg.muted">No promo codes yet</Text>
          ) : (
            <TableFrame label="Promo codes">
              <Table.Root size="sm" aria-label="Promo codes">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Code</Table.ColumnHeader>
                    <Table.ColumnHeader>What it does</Table.ColumnHeader>
                    <Table.ColumnHeader>Event</Table.ColumnHeader>
                    <Table.ColumnHeader>Uses</Table.ColumnHeader>
                    <Table.ColumnHeader>Revenue</Table.ColumnHeader>
                    <Table.ColumnHeader>Valid until</Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Text srOnly>Actions</Text>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {codes.map((code) => (
                    <Table.Row key={code.id}>
                      <Table.Cell fontFamily="mono">{code.id}</Table.Cell>
                      <Table.Cell>
                        {describe(code)}
                        {code.reveals?.length ? (
                          <Badge ms="2" colorPalette="purple">
                            Reveals {code.reveals.length}
                          </Badge>
                        ) : null}
                      </Table.Cell>
                      <Table.Cell>{code.eventId ? (eventTitle(code.eventId) ?? code.eventId) : 'Any event'}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        {code.uses}
                        {code.maxUses !== undefined ? ` / ${code.maxUses}` : ''}
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{formatNaira(code.revenue)}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{code.validUntil ? formatShortDate(code.validUntil) : '—'}</Table.Cell>
                      <Table.Cell>
                        <Button size="xs" variant="outline" colorPalette="red" onClick={() => void remove(code)} aria-label={`Delete ${code.id}`}>
                          Delete
                        </Button>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </TableFrame>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
