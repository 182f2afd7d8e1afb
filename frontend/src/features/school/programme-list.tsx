// The monthly programmes a visitor may enrol in (docs/PRODUCT-RULES.md, Monthly
// programmes): name, lesson, fee in naira a month, when it meets (Lagos time),
// first day and seats left, loaded live (seats change with each enrolment).
// "Enrol" opens the form in the programme's card; a full one says so instead.
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import useSWR from 'swr';
import { formatLongDay } from '../../../../contract/dates';
import { formatNaira } from '../../../../contract/naira';
import { formatMeets, type PublicProgramme } from '../../../../contract/programmes';
import type { ApiAnswer, GetRouteName } from '../../../../contract/routes';
import { SERVICE_OPTIONS } from '../../../../contract/schemas';
import { ProgrammeEnrolForm } from './programme-enrol-form';

const serviceLabel = (value: string) => SERVICE_OPTIONS.find((o) => o.value === value)?.label ?? value;
const seatsText = (n: number) => (n === 1 ? '1 seat left' : `${n} seats left`);

function ProgrammeCard({ programme, open, onOpen }: { programme: PublicProgramme; open: boolean; onOpen: () => void }) {
  const headingId = `programme-${programme.id}`;
  const full = programme.seatsLeft <= 0;
  return (
    <Card.Root as="li" variant="elevated" aria-labelledby={headingId} data-testid="programme">
      <Card.Body gap="3">
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h2" id={headingId} size="xl" fontFamily="heading">
            {programme.name}
          </Heading>
          <Badge colorPalette={full ? 'red' : 'green'} size="lg" data-testid="seats-left">
            {full ? 'Full' : seatsText(programme.seatsLeft)}
          </Badge>
        </Flex>
        <Text color="fg.muted">{serviceLabel(programme.service)}</Text>
        <Text>
          <Text as="span" fontWeight="bold" fontSize="2xl" color="brand.fg">
            {formatNaira(programme.monthlyFee)}
          </Text>{' '}
          <Text as="span" color="fg.muted" fontSize="sm">
            a month
          </Text>
        </Text>
        <Text>
          <strong>Meets:</strong> {formatMeets(programme.meets)} (Lagos time)
        </Text>
        <Text>
          <strong>Starts:</strong> {formatLongDay(programme.startsOn)}
        </Text>
        {full ? (
          <Text role="note">This programme is full. Contact us to hear when a seat opens.</Text>
        ) : open ? (
          <Stack gap="3" pt="2" borderTopWidth="1px">
            <Text color="fg.muted" fontSize="sm">
              You pay the first month now at Paystack; your card is then charged each month. You can stop at any time from the link in your confirmation mail.
            </Text>
            <ProgrammeEnrolForm programmeId={programme.id} programmeName={programme.name} />
          </Stack>
        ) : (
          <Button colorPalette="brand" size="lg" alignSelf={{ base: 'stretch', md: 'flex-start' }} onClick={onOpen} aria-label={`Enrol in ${programme.name}`}>
            Enrol
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function ProgrammeList() {
  const { data, error } = useSWR<ApiAnswer<'listProgrammes'>, Error>('listProgrammes' satisfies GetRouteName);
  const [openId, setOpenId] = useState<string | null>(null);
  if (error) return <Text role="alert">We could not load the programmes. Please try again in a moment.</Text>;
  // Also the prerendered page's state: the list is never published (seats change with each enrolment).
  if (!data) return <Spinner size="lg" role="status" aria-label="Loading the programmes" />;
  if (data.data.length === 0) return <Text data-testid="programmes-empty">No programmes are open for enrolment right now. Book a free trial lesson or contact us to hear of the next one.</Text>;
  return (
    <Stack as="ul" gap="6" listStyleType="none" aria-label="Programmes">
      {data.data.map((p) => (
        <ProgrammeCard key={p.id} programme={p} open={openId === p.id} onOpen={() => setOpenId(p.id)} />
      ))}
    </Stack>
  );
}
