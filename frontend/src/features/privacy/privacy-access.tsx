// The person's own data at /privacy/access/{token} (docs/PRODUCT-RULES.md,
// People's data): everything held about their email, the JSON download
// (portability), stopping news (withdrawing consent), correcting a name or
// phone (rectification) and erasure, which asks
// once more in the page. An expired or unknown link says so and offers a new one.
import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Download, MailX, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import { todayInLagos } from '../../../../contract/dates';
import { LinkButton } from '../../components/link-button';
import { PersonDataView } from '../../components/person-data-view';
import { ApiError, errorMessage } from '../../lib/api-error';
import { downloadFile } from '../../lib/download-file';
import { personDataFile, recordCount, type PersonData } from '../../lib/person-data';
import { useFocusOnMount } from '../../lib/use-focus-on-mount';
import { callLater } from '../../lib/call-later';
import { CorrectDetails } from './correct-details';

export const ACCESS_TEXT = {
  expired: 'This link has expired',
  expiredBody: 'A link works for 30 minutes. Ask for a new one: it takes a minute.',
  unknown: 'This link does not work',
  unknownBody: 'It may have been mistyped or already used for an erasure. Ask for a new one.',
  failed: 'We could not load your data. Please try again in a moment.',
  newsStopped: 'Done: we will send you no more news and offers.',
  newsFailed: 'We could not stop the news. Please try again.',
  eraseFailed: 'Your data could not be erased. Nothing was changed; please try again.',
} as const;

function LinkProblem({ title, body }: { title: string; body: string }) {
  const ref = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Stack gap="4" align="flex-start">
      <Heading as="h1" size="2xl" fontFamily="heading" ref={ref} tabIndex={-1} outline="none">
        {title}
      </Heading>
      <Text>{body}</Text>
      <LinkButton asChild colorPalette="brand">
        <RouterLink to="/privacy#your-data">Ask for a new link</RouterLink>
      </LinkButton>
    </Stack>
  );
}

function Erased({ erased }: { erased: number }) {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <Stack gap="4" align="flex-start">
      <Heading as="h1" size="2xl" fontFamily="heading">
        Your data is erased
      </Heading>
      <Alert.Root ref={ref} tabIndex={-1} outline="none" status="success" variant="subtle" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{erased === 1 ? '1 record erased.' : `${erased} records erased.`}</Alert.Title>
          <Alert.Description>
            What named you is gone. A paid order&apos;s amount, date and payment reference stay for the accounting law, without your name or contact details. A
            confirmation is on its way to your address.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <LinkButton asChild variant="outline" colorPalette="brand">
        <RouterLink to="/">Back to the home page</RouterLink>
      </LinkButton>
    </Stack>
  );
}

/** The confirm step, in the page: it takes focus, and Keep returns it to the Erase button. */
function ConfirmErase({ email, busy, failure, onConfirm, onCancel }: { email: string; busy: boolean; failure: string | null; onConfirm: () => void; onCancel: () => void }) {
  const ref = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Box role="group" aria-labelledby="confirm-erase-title" borderWidth="2px" borderColor="border.error" rounded="l3" p="4">
      <Stack gap="3">
        <Heading as="h2" id="confirm-erase-title" size="lg" ref={ref} tabIndex={-1} outline="none">
          Erase everything we hold about {email}?
        </Heading>
        <Text>
          This cannot be undone. Your tickets for events still to come are cancelled first, under each event&apos;s policy. Download your data first if you
          want to keep a copy.
        </Text>
        {failure && (
          <Text role="alert" color="red.700" _dark={{ color: 'red.300' }} fontWeight="medium">
            {failure}
          </Text>
        )}
        <Flex gap="3" wrap="wrap">
          <Button colorPalette="red" onClick={onConfirm} loading={busy} loadingText="Erasing...">
            Yes, erase my data
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Keep my data
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}

function Holding({ token, data, onChanged }: { token: string; data: PersonData; onChanged: () => void }) {
  const [news, setNews] = useState<'idle' | 'busy' | 'stopped' | 'failed'>('idle');
  const [confirming, setConfirming] = useState(false);
  const [erasing, setErasing] = useState(false);
  const [eraseFailure, setEraseFailure] = useState<string | null>(null);
  const [erased, setErased] = useState<number | null>(null);
  const eraseButton = useRef<HTMLButtonElement>(null);

  if (erased !== null) return <Erased erased={erased} />;

  const stopNews = async () => {
    setNews('busy');
    try {
      await callLater('withdrawPrivacyConsent', { params: { token }, body: { marketing: false } });
      setNews('stopped');
    } catch {
      setNews('failed');
    }
  };

  const erase = async () => {
    setErasing(true);
    setEraseFailure(null);
    try {
      const answer = await callLater('erasePrivacyData', { params: { token } });
      setErased(answer.data.erased);
    } catch (error) {
      setEraseFailure(errorMessage(error, ACCESS_TEXT.eraseFailed));
    } finally {
      setErasing(false);
    }
  };

  const count = recordCount(data);
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl" fontFamily="heading">
          Your data
        </Heading>
        <Text wordBreak="break-word">
          Everything we hold about <strong>{data.email}</strong>: {count === 1 ? '1 record' : `${count} records`}.
        </Text>
      </Stack>

      <Stack gap="3" aria-label="What you can do" role="group">
        <Flex gap="3" wrap="wrap">
          <Button colorPalette="brand" onClick={() => downloadFile(personDataFile(data, todayInLagos()))}>
            <Download aria-hidden="true" /> Download as JSON
          </Button>
          <Button variant="outline" colorPalette="brand" onClick={() => void stopNews()} loading={news === 'busy'} loadingText="Stopping..." disabled={news === 'stopped'}>
            <MailX aria-hidden="true" /> Stop news
          </Button>
          <Button ref={eraseButton} variant="outline" colorPalette="red" onClick={() => setConfirming(true)} disabled={confirming}>
            <Trash2 aria-hidden="true" /> Erase my data
          </Button>
        </Flex>
        <Box aria-live="polite">
          {/* 700 / 300: the default fg.success is 3.3:1 on white (axe color-contrast). */}
          {news === 'stopped' && (
            <Text color="green.700" _dark={{ color: 'green.300' }}>
              {ACCESS_TEXT.newsStopped}
            </Text>
          )}
          {news === 'failed' && (
            <Text color="red.700" _dark={{ color: 'red.300' }}>
              {ACCESS_TEXT.newsFailed}
            </Text>
          )}
        </Box>
        <CorrectDetails token={token} onCorrected={onChanged} />
        {confirming && (
          <ConfirmErase
            email={data.email}
            busy={erasing}
            failure={eraseFailure}
            onConfirm={() => void erase()}
            onCancel={() => {
              setConfirming(false);
              setEraseFailure(null);
              // After the render that enables the button again.
              requestAnimationFrame(() => eraseButton.current?.focus());
            }}
          />
        )}
      </Stack>

      <PersonDataView data={data} />
    </Stack>
  );
}

export function PrivacyAccess({ token }: { token: string }) {
  const { data, error, isLoading, mutate } = useSWR<PersonData, Error>(['privacyAccess', token], async () => (await callLater('getPrivacyAccess', { params: { token } })).data, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

  let body;
  if (error instanceof ApiError && error.status === 410) body = <LinkProblem title={ACCESS_TEXT.expired} body={ACCESS_TEXT.expiredBody} />;
  else if (error instanceof ApiError && error.status === 404) body = <LinkProblem title={ACCESS_TEXT.unknown} body={ACCESS_TEXT.unknownBody} />;
  else if (isLoading) body = <Spinner size="lg" aria-label="Loading your data" />;
  else if (error || !data)
    body = (
      <Stack gap="3" align="flex-start">
        <Text role="alert">{ACCESS_TEXT.failed}</Text>
        <Button variant="outline" onClick={() => void mutate()}>
          Try again
        </Button>
      </Stack>
    );
  else body = <Holding token={token} data={data} onChanged={() => void mutate()} />;

  return (
    <Card.Root w="full" maxW="3xl" variant="elevated">
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}
