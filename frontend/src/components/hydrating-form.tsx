// Formik's <Form> for every form of the site: it keeps what was typed before
// the app woke up, and tells the head script (boot.ts) when it is live, so a
// submit pressed before then is replayed with those values.
import { Form, useFormikContext, type FormikValues } from 'formik';
import { useEffect, useLayoutEffect, useRef, useState, type ComponentProps } from 'react';
import { FORM_LIVE_EVENT } from '../lib/hydration-signals';
import { typedValues } from '../lib/typed-values';

export function HydratingForm(props: ComponentProps<typeof Form>) {
  const ref = useRef<HTMLFormElement>(null);
  const { values, setValues } = useFormikContext<FormikValues>();
  const [tookOver, setTookOver] = useState(false);

  // Before paint and before any other render could write the empty values
  // back into the fields. Runs once: later changes arrive through onChange.
  useLayoutEffect(() => {
    const typed = ref.current && typedValues(ref.current, values);
    // Not validated here: errors show after a submit, and the submit validates.
    if (typed) void setValues({ ...values, ...typed }, false);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the one extra render is the point: the form is live only once a render holds the typed values
    setTookOver(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the values at hydration, once
  }, []);

  // After the render that holds the typed values: a replayed submit sends them.
  useEffect(() => {
    if (tookOver) ref.current?.dispatchEvent(new Event(FORM_LIVE_EVENT, { bubbles: true }));
  }, [tookOver]);

  return <Form ref={ref} {...props} />;
}
