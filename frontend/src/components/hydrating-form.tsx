// Formik's <Form> for every form of the site: it keeps what was typed before
// the app woke up, and tells the head script (boot.ts) when it is live, so a
// submit pressed before then is replayed with those values.
import { Form, setNestedObjectValues, useFormikContext, type FormikErrors, type FormikValues } from 'formik';
import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { inFirstHtml, type FillTimer } from '../lib/form-signals';
import { FORM_LIVE_EVENT } from '../lib/hydration-signals';
import { typedValues } from '../lib/typed-values';

type Props = ComponentProps<typeof Form> & {
  /** A public form's timer (lib/form-signals.ts): started when the visitor could first type. */
  fillTimer?: FillTimer;
  /**
   * The form's own validate (the one given to Formik): what it says about the
   * empty form is rendered, hidden, under each field (components/form-field.tsx),
   * so the head script shows the brief's messages for fields left empty at
   * once on a submit pressed before the app runs (boot/early-submits.ts).
   * It also answers a submit the form refuses in one render (see refuseAtOnce).
   */
  // `never`: any form's own validate fits; it is called with that form's initial values.
  validate?: (values: never) => FormikErrors<FormikValues>;
};

/** Field name -> the message an empty submit shows for it (see `validate`). */
const EmptyFormErrors = createContext<Readonly<Record<string, string>>>({});

/** The message a submit of the empty form shows for `name`, if any. */
export const useEmptyFormError = (name: string): string | undefined => useContext(EmptyFormErrors)[name];

export function HydratingForm({ fillTimer, validate, ...props }: Props) {
  const ref = useRef<HTMLFormElement>(null);
  const { values, setFieldValue, initialValues, setFormikState, handleSubmit } = useFormikContext<FormikValues>();
  // Strings only (a nested field's errors are not a field's message).
  const [emptyErrors] = useState(() =>
    Object.fromEntries(Object.entries(validate?.(initialValues as never) ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
  );
  const [tookOver, setTookOver] = useState(false);

  // Before paint and before any other render could write the empty values
  // back into the fields. Runs once: later changes arrive through onChange.
  useLayoutEffect(() => {
    const typed = ref.current && typedValues(ref.current, values);
    // Not validated here: errors show after a submit, and the submit validates.
    // Field by field: each applies to the latest state, so a lazy part of the form that took
    // back its own fields in this same commit (group-order-fields.tsx) is not undone.
    if (typed) for (const [name, value] of Object.entries(typed)) void setFieldValue(name, value, false);
    // A form of the first HTML could be typed into from the page's start (0):
    // counting from hydration would make a quick visitor look like a bot.
    fillTimer?.start(typed || inFirstHtml(ref.current) ? 0 : performance.now());
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the one extra render is the point: the form is live only once a render holds the typed values
    setTookOver(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the values at hydration, once
  }, []);

  // After the render that holds the typed values: a replayed submit sends them.
  useEffect(() => {
    if (tookOver) ref.current?.dispatchEvent(new Event(FORM_LIVE_EVENT, { bubbles: true }));
  }, [tookOver]);

  // A submit the form refuses shows its messages in one render, in the tap's own frame. Formik's
  // submit renders the form twice first (the attempt, then its validation's answer): on the contact
  // form at 4x CPU that made the empty Send answer in 330 ms. The state is what Formik's refused
  // submit leaves (submitCount + 1, every field touched, the errors); a valid one goes on as Formik's.
  const refuseAtOnce = (event: FormEvent<HTMLFormElement>) => {
    const errors = validate?.(values as never);
    if (!errors || Object.keys(errors).length === 0) return handleSubmit(event);
    event.preventDefault();
    setFormikState((state) => ({ ...state, submitCount: state.submitCount + 1, touched: setNestedObjectValues(state.values, true), errors, isValidating: false }));
  };

  return (
    <EmptyFormErrors.Provider value={emptyErrors}>
      <Form ref={ref} onSubmit={refuseAtOnce} {...props} />
    </EmptyFormErrors.Provider>
  );
}
