// A quantity chosen in the prerendered group form before React took that part
// over (it is a lazy chunk: its Suspense boundary can hydrate after the page's)
// is what the form holds afterwards: one attendee per ticket appears, as a
// choice made after the app runs would show (issue 22, nothing lost).
import { act } from '@testing-library/react';
import { defaultSystem } from '@chakra-ui/react/preset';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { Formik } from 'formik';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { PublicTicketType } from '../../../../contract/box-office';
import { HydratingForm } from '../../components/hydrating-form';
import GroupOrderFields from './group-order-fields';
import { initialOrderValues, type OrderValues } from './order-values';

const TYPES: PublicTicketType[] = [
  { id: 'adult', name: 'Adult', price: 0, available: 20 },
  { id: 'student', name: 'Student', price: 0, available: 5 },
];

function GroupForm({ onValues }: { onValues?: (values: OrderValues) => void }): ReactNode {
  return (
    <ChakraProvider value={defaultSystem}>
      <Formik<OrderValues> initialValues={initialOrderValues(TYPES)} onSubmit={() => {}}>
        {({ values }) => {
          onValues?.(values);
          return (
            <HydratingForm aria-label="Event registration">
              <GroupOrderFields eventId="e1" types={TYPES} questions={[]} onCodeApplied={() => {}} />
            </HydratingForm>
          );
        }}
      </Formik>
    </ChakraProvider>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

test('a quantity and a name chosen before hydration are the form state after it', async () => {
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  container.innerHTML = renderToString(<GroupForm />);
  container.querySelector<HTMLSelectElement>('select[name="quantities.student"]')!.value = '1';
  container.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Adaeze Okafor';

  let latest: OrderValues | undefined;
  // Async: the fieldsets' MutationObservers answer the new legends in a microtask, inside act too.
  await act(async () => {
    root = hydrateRoot(container, <GroupForm onValues={(values) => (latest = values)} />);
  });

  expect(latest?.quantities.student).toBe('1');
  expect(latest?.name).toBe('Adaeze Okafor');
  // One ticket of each chosen type: the adult's default one and the student's.
  expect(latest?.tickets.map((t) => t.ticketTypeId)).toEqual(['adult', 'student']);
  expect([...container.querySelectorAll('legend')].some((l) => l.textContent?.includes('Ticket 2: Student'))).toBe(true);
  expect(container.querySelector<HTMLSelectElement>('select[name="quantities.student"]')!.value).toBe('1');
});
