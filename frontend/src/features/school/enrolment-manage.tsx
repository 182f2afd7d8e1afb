// The learner's enrolment at /enrolments/{token} (docs/PRODUCT-RULES.md, Monthly
// programmes): the programme, the status and the last day paid for, and
// "Stop my subscription" behind a confirm dialog. Paystack sends the learner
// here after paying, often before its webhook arrived: a pending enrolment is
// asked again every few seconds until the payment shows.
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import useSWR from 'swr';
import { formatLongDay } from '../../../../contract/dates';
import { formatNaira } from '../../../../contract/naira';
import { formatMeets, PROGRAMME_MESSAGES, type EnrolmentView, type LearnerStatus } from '../../../../contract/programmes';
import { formatSlotTime } from '../../../../contract/school';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toaster } from '../../components/toaster';
import { api } from '../../lib/api';
import { ApiError, errorMessage } from '../../lib/api-error';
import { NewsSignup } from '../../components/news-signup';

export const LEARNER_STATUS: Record<LearnerStatus, { label: string; palette: string; text: string }> = {
  pending: { label: 'Awaiting payment', palette: 'orange', text: 'Your seat is held until the first month is paid. If you have just paid, this page updates by itself in a moment.' },
  active: { label: 'Active', palette: 'green', text: 'Your monthly payments are running: your card is charged each month.' },
  overdue: { label: 'Payment overdue', palette: 'red', text: 'The last monthly charge did not go through. Paystack will try again; you can also contact us.' },
  stopped: { label: 'Stopped', palette: 'gray', text: 'Your monthly payments are stopped: nothing more will be charged.' },
};
const PENDING_REFRESH_MS = 3000;

function StopDialog({ token, programme, onStopped }: { token: string; programme: string; onStopped: (view: EnrolmentView) => void }) {
  // The dialog stays open while this runs and closes after it; the toast says how it went.
  const stop = async () => {
    try {
      const answer = await api.call('stopEnrolment', { params: { token } });
      toaster.create({ type: 'success', title: 'Subscription stopped', description: answer.message });
      onStopped(answer.data);
    } catch (error) {
      toaster.create({ type: 'error', title: 'Not stopped', description: errorMessage(error, 'Your subscription could not be stopped. Please try again in a moment.') });
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" colorPalette="red" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          Stop my subscription
        </Button>
      }
      title="Stop your monthly payments?"
      keepLabel="Keep my subscription"
      confirmLabel="Yes, stop it"
      busyLabel="Stopping..."
      onConfirm={stop}
    >
      <Text>
        Nothing more will be charged for <strong>{programme}</strong>, and your seat is given to someone else. To come back, enrol again while seats are available.
      </Text>
    </ConfirmDialog>
  );
}

export function EnrolmentManage({ token, notFound }: { token: string; notFound: React.ReactNode }) {
  const { data, error, mutate } = useSWR<EnrolmentView, Error>(['getEnrolment', token], async () => (await api.call('getEnrolment', { params: { token } })).data, {
    refreshInterval: (latest) => (latest?.status === 'pending' ? PENDING_REFRESH_MS : 0),
  });

  if (error instanceof ApiError && error.status === 404) return <>{notFound}</>;
  if (error) return <Text role="alert">We could not load your enrolment. Please try again in a moment.</Text>;
  if (!data) return <Spinner size="lg" role="status" aria-label="Loading your enrolment" />;

  const status = LEARNER_STATUS[data.status];
  const canStop = data.status === 'active' || data.status === 'overdue';
  return (
    <Card.Root w="full" maxW="2xl" variant="elevated">
      <Card.Body gap="4">
        <Heading as="h1" size="2xl" fontFamily="heading">
          Your enrolment
        </Heading>
        <Stack gap="1" data-testid="enrolment-details">
          <Text>
            <strong>Programme:</strong> {data.programme.name}
          </Text>
          <Text>
            <strong>Learner:</strong> {data.name}
          </Text>
          <Text>
            <strong>Meets:</strong> {formatMeets(data.programme.meets)} (Lagos time)
          </Text>
          <Text>
            <strong>Monthly fee:</strong> {formatNaira(data.programme.monthlyFee)}
          </Text>
          <Text>
            <strong>Status:</strong>{' '}
            <Badge colorPalette={status.palette} data-testid="enrolment-status">
              {status.label}
            </Badge>
          </Text>
          <Text>
            <strong>Paid through:</strong> <span data-testid="enrolment-paid-through">{data.paidThrough ? formatLongDay(data.paidThrough) : 'Not paid yet'}</span>
          </Text>
        </Stack>
        <Text color="fg.muted" role="status">
          {data.released ? PROGRAMME_MESSAGES.released : status.text}
          {data.holdExpiresAt && ` Unpaid, it goes back to the class on ${formatSlotTime(data.holdExpiresAt)} (Lagos time).`}
        </Text>
        {/* Enrolled and paid: the news sign-up (docs/PRODUCT-RULES.md, Mailing list). */}
        {data.status === 'active' && <NewsSignup heading="Want our news too?" />}
        {canStop && <StopDialog token={token} programme={data.programme.name} onStopped={(view) => void mutate(view, { revalidate: false })} />}
      </Card.Body>
    </Card.Root>
  );
}
