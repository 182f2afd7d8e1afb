// The mailing list's own pages (docs/PRODUCT-RULES.md, Mailing list): confirming a sign-up with a
// click (a POST: a mail scanner opening the link changes nothing), and the subscriber's page
// /news/{token}: their interests (native check boxes, as the forms' consent box), and unsubscribing.
// Loading the page never unsubscribes.
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Box } from '@chakra-ui/react/box';
import { Fieldset } from '@chakra-ui/react/fieldset';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type { NewsInterest, SubscriberView } from '../../../../contract/news';
import { LinkButton } from '../../components/link-button';
import { errorMessage } from '../../lib/api-error';
import { callLater } from '../../lib/call-later';
import { INTEREST_LABELS } from '../../components/news-interests';

export const NEWS_TEXT = {
  confirmTitle: 'Confirm your subscription',
  confirmBody: 'Click to confirm that you want our news at this address. Nothing is sent before you do.',
  confirmButton: 'Yes, send me news',
  confirmed: 'You are subscribed. Thank you!',
  manage: 'Choose what you receive',
  linkProblem: 'This link does not work. It may have expired: sign up again on the site.',
  pageTitle: 'Your news from us',
  notSubscribed: 'You do not receive our news. Sign up again on the site whenever you like.',
  save: 'Save my choices',
  saved: 'Your choices are saved.',
  unsubscribe: 'Unsubscribe',
  unsubscribed: 'You are unsubscribed. You will not receive our news any more.',
} as const;

export function NewsConfirm({ token }: { token: string }) {
  const [state, setState] = useState<{ done: boolean; manage?: string; error?: string; busy: boolean }>({ done: false, busy: false });
  const confirm = async () => {
    setState({ done: false, busy: true });
    try {
      const answer = await callLater('confirmSubscription', { params: { token } });
      setState({ done: true, manage: answer.id, busy: false });
    } catch (error) {
      setState({ done: false, busy: false, error: errorMessage(error, NEWS_TEXT.linkProblem) });
    }
  };
  return (
    <Stack gap="4" align="flex-start" maxW="lg" w="full">
      <Heading as="h1" size="2xl" fontFamily="heading">
        {NEWS_TEXT.confirmTitle}
      </Heading>
      {state.done ? (
        <Alert.Root status="success" variant="subtle" role="status">
          <Alert.Indicator />
          <Alert.Title>{NEWS_TEXT.confirmed}</Alert.Title>
        </Alert.Root>
      ) : (
        <>
          <Text>{NEWS_TEXT.confirmBody}</Text>
          {state.error && (
            <Alert.Root status="error" variant="subtle" role="alert">
              <Alert.Indicator />
              <Alert.Title>{state.error}</Alert.Title>
            </Alert.Root>
          )}
          <Button colorPalette="brand" loading={state.busy} onClick={() => void confirm()}>
            {NEWS_TEXT.confirmButton}
          </Button>
        </>
      )}
      {state.manage && (
        <LinkButton asChild variant="outline">
          <RouterLink to={`/news/${state.manage}`}>{NEWS_TEXT.manage}</RouterLink>
        </LinkButton>
      )}
    </Stack>
  );
}

export function NewsSubscriber({ token }: { token: string }) {
  const { data, error, isLoading, mutate } = useSWR<SubscriberView, Error>(['newsSubscriber', token], async () => (await callLater('getSubscriber', { params: { token } })).data, { revalidateOnFocus: false });
  const [chosen, setChosen] = useState<NewsInterest[] | null>(null);
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (isLoading) return <Spinner aria-label="Loading" />;
  if (error || !data) return <Text role="alert">{NEWS_TEXT.linkProblem}</Text>;
  const interests = chosen ?? data.interests;
  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      setNotice({ status: 'success', text: done });
      await mutate();
    } catch (failure) {
      setNotice({ status: 'error', text: errorMessage(failure, 'Something went wrong. Please try again.') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="5" align="flex-start" maxW="lg" w="full">
      <Heading as="h1" size="2xl" fontFamily="heading">
        {NEWS_TEXT.pageTitle}
      </Heading>
      {notice && (
        <Alert.Root status={notice.status} variant="subtle" role={notice.status === 'error' ? 'alert' : 'status'}>
          <Alert.Indicator />
          <Alert.Title>{notice.text}</Alert.Title>
        </Alert.Root>
      )}
      {data.subscribed ? (
        <>
          <Fieldset.Root>
            <Fieldset.Legend>{NEWS_TEXT.manage}</Fieldset.Legend>
            <Stack gap="2">
              {(Object.keys(INTEREST_LABELS) as NewsInterest[]).map((value) => (
                <Box key={value} display="flex" alignItems="center" gap="3">
                  <chakra.input
                    id={`interest-${value}`}
                    type="checkbox"
                    checked={interests.includes(value)}
                    onChange={(e) => setChosen(e.target.checked ? [...interests, value] : interests.filter((i) => i !== value))}
                    boxSize="5"
                    cursor="pointer"
                    css={{ accentColor: 'var(--chakra-colors-brand-solid)' }}
                  />
                  <chakra.label htmlFor={`interest-${value}`} cursor="pointer">
                    {INTEREST_LABELS[value]}
                  </chakra.label>
                </Box>
              ))}
            </Stack>
          </Fieldset.Root>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button colorPalette="brand" loading={busy} onClick={() => void act(() => callLater('updateSubscriber', { params: { token }, body: { interests } }), NEWS_TEXT.saved)}>
              {NEWS_TEXT.save}
            </Button>
            <Button variant="outline" loading={busy} onClick={() => void act(() => callLater('unsubscribe', { params: { token }, body: { 'List-Unsubscribe': 'One-Click' } }), NEWS_TEXT.unsubscribed)}>
              {NEWS_TEXT.unsubscribe}
            </Button>
          </Stack>
        </>
      ) : (
        <Text>{NEWS_TEXT.notSubscribed}</Text>
      )}
    </Stack>
  );
}
