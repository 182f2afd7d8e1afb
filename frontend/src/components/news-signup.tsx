// The news sign-up (docs/PRODUCT-RULES.md, Mailing list) in the footer of every public page, on the home
// page, /events and the confirmations. What a page's first HTML and first JS hold is this shell: the
// form's fields as the browser's own (no Formik, no zod), shown and typeable at once. The working form
// (news-signup-form.tsx) is loaded when the browser is idle, or at once when a field is focused or the
// form sent; it takes over what was typed, the focus, and a send pressed before it came.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { chakra, createRecipeContext, type HTMLChakraProps, type RecipeProps } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { NewsInterest } from '../../../contract/news';
import { CheckboxRow } from './checkbox-row';
import { PrivacyNote } from './privacy-note';
import { FillTimer, inFirstHtml } from '../lib/form-signals';
import { FORM_LIVE_EVENT } from '../lib/hydration-signals';
import { INTEREST_LABELS } from './news-interests';

export const NEWS_SIGNUP_TEXT = {
  intro: 'Events, classes and offers by email, a few times a month. Unsubscribe with one click in any mail.',
  email: 'Your email',
  name: 'Your name (optional)',
  interests: 'What interests you (optional)',
  consent: 'Yes, send me your news and offers by email. This is my consent; I can withdraw it at any time.',
  button: 'Sign up for news',
  sending: 'Signing up...',
  sentTitle: 'Check your inbox to confirm',
  sentText: 'We sent you a mail with a link: click it to finish signing up. Nothing is sent to you before you do.',
};

export const INTERESTS = Object.keys(INTEREST_LABELS) as NewsInterest[];

/** What the form holds; `homepage` is the honeypot (components/honeypot-field.tsx). */
export type NewsValues = { email: string; name: string; interests: string[]; marketingConsent: boolean; homepage: string };

/** What the working form takes over from the shell. */
export type Carried = { values: NewsValues; send: boolean; focus: { name: string; value: string; caret: number | null } | null };

export type NewsSignupProps = {
  heading: string;
  /** `dark`: on the footer's dark band. */
  tone?: 'dark';
  /** The address the visitor just gave (a confirmation), filled in. */
  email?: string;
  /** Below a confirmation's own heading. */
  headingLevel?: 'h2' | 'h3' | 'h4';
};

/** The frame and the order of the fields, shared by the shell and the working form. */
export function NewsSignupLayout({ heading, tone, headingLevel = 'h2', children }: Pick<NewsSignupProps, 'heading' | 'tone' | 'headingLevel'> & { children: (headingId: string) => ReactNode }) {
  const headingId = useId();
  return (
    <Box className={tone === 'dark' ? 'dark' : undefined} color="fg" data-testid="news-signup">
      <Stack gap="3">
        <Heading as={headingLevel} id={headingId} size={tone === 'dark' ? 'sm' : 'lg'}>
          {heading}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {NEWS_SIGNUP_TEXT.intro}
        </Text>
        {children(headingId)}
      </Stack>
    </Box>
  );
}

/** The fields in their places (the same in the shell and the working form, so the take-over does not move a pixel). */
export function NewsSignupFields({ email, name, interests, consent, notice, submit }: Record<'email' | 'name' | 'interests' | 'consent' | 'submit', ReactNode> & { notice?: ReactNode }) {
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {email}
        {name}
      </SimpleGrid>
      <chakra.fieldset border="0" p="0" m="0" minW="0">
        <chakra.legend fontSize="sm" fontWeight="medium" mb="2">
          {NEWS_SIGNUP_TEXT.interests}
        </chakra.legend>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
          {interests}
        </SimpleGrid>
      </chakra.fieldset>
      {consent}
      {notice}
      <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} gap="3">
        {submit}
        <PrivacyNote />
      </Stack>
    </Stack>
  );
}

/** What the shell holds, read from the form itself. */
function readForm(form: HTMLFormElement): NewsValues {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { email: text('email'), name: text('name'), interests: data.getAll('interests').map(String), marketingConsent: data.has('marketingConsent'), homepage: '' };
}

function focusIn(form: HTMLFormElement): Carried['focus'] {
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement) || active.form !== form) return null;
  let caret: number | null = null;
  try {
    caret = active.selectionStart;
  } catch {
    // A check box has no caret.
  }
  return { name: active.name, value: active.type === 'checkbox' ? active.value : '', caret };
}

/** The timer of the shell, handed on: the working form's start does not move it (its fill time counts from the shell). */
class ShellTimer extends FillTimer {
  private started = false;
  override start(at: number): void {
    if (this.started) return;
    this.started = true;
    super.start(at);
  }
}

let formModule: typeof import('./news-signup-form') | null = null;
let loading: Promise<typeof import('./news-signup-form')> | null = null;
export const loadNewsSignupForm = () => (loading ??= import('./news-signup-form').then((m) => (formModule = m)));

const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 4000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1500);
  return () => clearTimeout(id);
};

/** Chakra's Input recipe on a plain input: its Input is Ark's field input, whose state machine would join every page's first JS. */
const PlainInput = createRecipeContext({ key: 'input' }).withContext<HTMLInputElement, HTMLChakraProps<'input', RecipeProps<'input'>>>('input');

/**
 * The shell's text field, drawn as the working form's FormField draws it (Chakra's Field: a column, the
 * label, a red star when required) without Field itself: its state machine would join every page's first JS.
 */
function ShellInput({ name, label, type, autoComplete, defaultValue, required }: { name: string; label: string; type: string; autoComplete: string; defaultValue?: string; required?: boolean }) {
  const id = useId();
  return (
    <Stack gap="1.5" width="full">
      <chakra.label htmlFor={id} display="flex" alignItems="center" gap="1.5" textStyle="sm" fontWeight="medium">
        {label}
        {required && (
          <chakra.span aria-hidden="true" color="fg.error" lineHeight="1">
            *
          </chakra.span>
        )}
      </chakra.label>
      <PlainInput id={id} name={name} type={type} autoComplete={autoComplete} defaultValue={defaultValue} required={required} />
    </Stack>
  );
}

function Shell({ heading, tone, headingLevel, email, timer, onTakeOver }: NewsSignupProps & { timer: FillTimer; onTakeOver: (form: HTMLFormElement, send: boolean) => void }) {
  const ref = useRef<HTMLFormElement>(null);
  const idBase = useId();
  // A form of the first HTML could be typed into from the page's start; else from now.
  useLayoutEffect(() => timer.start(inFirstHtml(ref.current) ? 0 : performance.now()), [timer]);
  useEffect(() => {
    const form = ref.current;
    if (!form) return undefined;
    // Live now: a send the head script held before the app ran comes to onSubmit (boot/early-submits.ts).
    form.dispatchEvent(new Event(FORM_LIVE_EVENT, { bubbles: true }));
    return whenIdle(() => onTakeOver(form, false));
  }, [onTakeOver]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onTakeOver(event.currentTarget, true);
  };
  const wake = () => ref.current && onTakeOver(ref.current, false);
  return (
    <NewsSignupLayout heading={heading} tone={tone} headingLevel={headingLevel}>
      {(headingId) => (
        <form ref={ref} noValidate aria-labelledby={headingId} onSubmit={onSubmit} onFocus={wake} onPointerDown={wake}>
          <NewsSignupFields
            email={<ShellInput name="email" label={NEWS_SIGNUP_TEXT.email} type="email" autoComplete="email" defaultValue={email} required />}
            name={<ShellInput name="name" label={NEWS_SIGNUP_TEXT.name} type="text" autoComplete="name" />}
            interests={INTERESTS.map((value) => (
              <CheckboxRow key={value} id={`${idBase}-${value}`} name="interests" value={value} label={INTEREST_LABELS[value]} />
            ))}
            consent={<CheckboxRow id={`${idBase}-consent`} name="marketingConsent" label={NEWS_SIGNUP_TEXT.consent} required />}
            submit={
              <Button type="submit" colorPalette="brand">
                {NEWS_SIGNUP_TEXT.button}
              </Button>
            }
          />
        </form>
      )}
    </NewsSignupLayout>
  );
}

/** The sign-up: the shell until the working form has come, then that form with what the shell held. */
export function NewsSignup(props: NewsSignupProps) {
  const [timer] = useState(() => new ShellTimer());
  const [carried, setCarried] = useState<Carried | null>(null);
  const wanted = useRef<{ send: boolean } | null>(null);
  const [onTakeOver] = useState(() => (form: HTMLFormElement, send: boolean) => {
    const loadingAlready = wanted.current !== null;
    wanted.current = { send: Boolean(wanted.current?.send) || send };
    if (loadingAlready) return;
    void loadNewsSignupForm().then(() => {
      // Read when the code has come: what was typed meanwhile is kept too, and a send pressed meanwhile.
      if (form.isConnected) setCarried({ values: readForm(form), send: Boolean(wanted.current?.send), focus: focusIn(form) });
    });
  });
  if (carried && formModule) return <formModule.NewsSignupForm {...props} carried={carried} fillTimer={timer} />;
  return <Shell {...props} timer={timer} onTakeOver={onTakeOver} />;
}
