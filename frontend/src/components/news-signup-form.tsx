// The working news sign-up (docs/PRODUCT-RULES.md, Mailing list), loaded by its shell (news-signup.tsx)
// with what the shell held. The same fields as the site's other forms (FormField, the honeypot, the
// box that must be ticked); validation from the contract. Sent: one message, the same whether the
// address was new or known ("Check your inbox to confirm"). A 400 puts its messages on their fields;
// a 429 or another failure says so above the button; nothing typed is lost.
import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { Formik, useField, useFormikContext, type FormikHelpers } from 'formik';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { NEWS_MESSAGES, subscribeForm, type NewsInterest } from '../../../contract/news';
import { CheckboxRow } from './checkbox-row';
import { RequiredCheckboxField } from './consent-field';
import { FormField } from './form-field';
import { HoneypotField } from './honeypot-field';
import { HydratingForm } from './hydrating-form';
import { ApiError, errorMessage } from '../lib/api-error';
import { callLater } from '../lib/call-later';
import { formSignals, type FillTimer } from '../lib/form-signals';
import { FORM_VALIDATION, zodValidate } from '../lib/formik-zod';
import { useFocusOnMount } from '../lib/use-focus-on-mount';
import { INTEREST_LABELS } from './news-interests';
import { INTERESTS, NEWS_SIGNUP_TEXT, NewsSignupFields, NewsSignupLayout, type Carried, type NewsSignupProps, type NewsValues } from './news-signup';

export const NEWS_SIGNUP_FAILED = 'You could not be signed up just now. Please try again.';

const validate = zodValidate<NewsValues>(subscribeForm);

function InterestBox({ value }: { value: NewsInterest }) {
  const id = useId();
  const [field] = useField<string[]>({ name: 'interests', type: 'checkbox', value });
  return <CheckboxRow id={id} name="interests" value={value} label={INTEREST_LABELS[value]} checked={Boolean(field.checked)} onChange={field.onChange} onBlur={field.onBlur} />;
}

/** Where the shell left off: the focus (and caret) moves to the same field, and a send pressed on the shell goes now. */
function TakeOver({ carried }: { carried: Carried }) {
  const ref = useRef<HTMLSpanElement>(null);
  const { submitForm } = useFormikContext();
  useEffect(() => {
    const form = ref.current?.closest('form');
    const { focus } = carried;
    if (form && focus) {
      const field = form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(focus.name)}"]${focus.value ? `[value="${CSS.escape(focus.value)}"]` : ''}`);
      field?.focus();
      if (field && focus.caret !== null && field.type !== 'checkbox' && field.type !== 'email') field.setSelectionRange(focus.caret, focus.caret);
    }
    if (carried.send) void submitForm();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form takes over
  }, []);
  return <span ref={ref} hidden />;
}

const Body = memo(function Body({ submitting, notice }: { submitting: boolean; notice: string | null }) {
  return (
    <>
      <HoneypotField />
      <NewsSignupFields
        email={<FormField name="email" label={NEWS_SIGNUP_TEXT.email} type="email" required autoComplete="email" />}
        name={<FormField name="name" label={NEWS_SIGNUP_TEXT.name} autoComplete="name" />}
        interests={INTERESTS.map((value) => (
          <InterestBox key={value} value={value} />
        ))}
        consent={<RequiredCheckboxField name="marketingConsent" label={NEWS_SIGNUP_TEXT.consent} />}
        notice={
          notice && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{notice}</Alert.Title>
            </Alert.Root>
          )
        }
        submit={
          <Button type="submit" colorPalette="brand" loading={submitting} loadingText={NEWS_SIGNUP_TEXT.sending}>
            {NEWS_SIGNUP_TEXT.button}
          </Button>
        }
      />
    </>
  );
});

function Sent() {
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <Box role="status" borderWidth="1px" borderColor="green.600" rounded="md" p="4">
      <Text ref={ref} tabIndex={-1} outline="none" fontWeight="semibold">
        {NEWS_SIGNUP_TEXT.sentTitle}
      </Text>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {NEWS_SIGNUP_TEXT.sentText}
      </Text>
    </Box>
  );
}

export function NewsSignupForm({ heading, tone, headingLevel, carried, fillTimer }: NewsSignupProps & { carried: Carried; fillTimer: FillTimer }) {
  const [sent, setSent] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const submit = async (values: NewsValues, helpers: FormikHelpers<NewsValues>) => {
    setNotice(null);
    const name = values.name.trim();
    try {
      await callLater('subscribe', {
        body: { email: values.email.trim(), ...(name ? { name } : {}), interests: values.interests as NewsInterest[], marketingConsent: true, ...formSignals(values, fillTimer) },
      });
      setSent(true);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : undefined;
      if (fields) helpers.setErrors(fields);
      else setNotice(error instanceof ApiError && error.status === 429 ? errorMessage(error, NEWS_MESSAGES.rateLimited) : errorMessage(error, NEWS_SIGNUP_FAILED));
    }
  };

  return (
    <NewsSignupLayout heading={heading} tone={tone} headingLevel={headingLevel}>
      {(headingId) =>
        sent ? (
          <Sent />
        ) : (
          <Formik initialValues={carried.values} validate={validate} onSubmit={submit} {...FORM_VALIDATION}>
            {({ isSubmitting }) => (
              <HydratingForm noValidate aria-labelledby={headingId} fillTimer={fillTimer} validate={validate}>
                <Body submitting={isSubmitting} notice={notice} />
                <TakeOver carried={carried} />
              </HydratingForm>
            )}
          </Formik>
        )
      }
    </NewsSignupLayout>
  );
}
