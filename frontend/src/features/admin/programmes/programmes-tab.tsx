// The Programmes tab (docs/PRODUCT-RULES.md, Monthly programmes): a new
// programme, and each programme with its seats, editing and its roster.
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
import { formatLongDay } from '../../../../../contract/dates';
import { formatNaira } from '../../../../../contract/naira';
import { formatMeets, type Programme } from '../../../../../contract/programmes';
import { SERVICE_OPTIONS } from '../../../../../contract/schemas';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { useAdminSession } from '../admin-session';
import { ProgrammeEditor } from './programme-editor';
import { ProgrammeRoster } from './programme-roster';

function ProgrammeCard({ programme, token, onSaved }: { programme: Programme; token: string; onSaved: () => void }) {
  const [editing, setEditing] = useState(false);
  const [showRoster, setShowRoster] = useState(false);
  const headingId = `admin-programme-${programme.id}`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} data-testid="admin-programme">
      <Card.Body gap="3">
        <Flex justify="space-between" gap="2" wrap="wrap">
          <Heading as="h3" size="md" id={headingId}>
            {programme.name}
          </Heading>
          <Badge colorPalette={programme.seatsTaken >= programme.capacity ? 'red' : 'green'}>
            {programme.seatsTaken} of {programme.capacity} seats taken
          </Badge>
        </Flex>
        {editing ? (
          <ProgrammeEditor
            token={token}
            programme={programme}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              onSaved();
            }}
          />
        ) : (
          <>
            <Text fontSize="sm">
              {SERVICE_OPTIONS.find((o) => o.value === programme.service)?.label ?? programme.service} · {formatNaira(programme.monthlyFee)} a month · from{' '}
              {formatLongDay(programme.startsOn)}
            </Text>
            <Text fontSize="sm">{formatMeets(programme.meets)}</Text>
            <Flex gap="2" wrap="wrap">
              <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`Edit ${programme.name}`}>
                Edit
              </Button>
              <Button size="sm" variant={showRoster ? 'solid' : 'outline'} colorPalette="brand" aria-expanded={showRoster} onClick={() => setShowRoster((s) => !s)}>
                Learners
              </Button>
            </Flex>
          </>
        )}
        {showRoster && <ProgrammeRoster programme={programme} token={token} />}
      </Card.Body>
    </Card.Root>
  );
}

export function ProgrammesTab() {
  const { token } = useAdminSession();
  const { data, error, mutate } = useSWR<Programme[], Error>(['adminListProgrammes'], async () => (await api.call('adminListProgrammes', { token })).data.items);
  const saved = () => void mutate();
  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="md">
            New programme
          </Heading>
        </Card.Header>
        <Card.Body>
          <ProgrammeEditor token={token} onSaved={saved} />
        </Card.Body>
      </Card.Root>
      <Stack gap="3">
        <Heading as="h2" size="md">
          Programmes
        </Heading>
        {error ? (
          <Text role="alert">{errorMessage(error, 'Could not load the programmes.')}</Text>
        ) : !data ? (
          <Spinner role="status" aria-label="Loading the programmes" />
        ) : data.length === 0 ? (
          <Text color="fg.muted">No programmes yet.</Text>
        ) : (
          data.map((p) => <ProgrammeCard key={p.id} programme={p} token={token} onSaved={saved} />)
        )}
      </Stack>
    </Stack>
  );
}
