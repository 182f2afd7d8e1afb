// Cancel and Archive on an event row (docs/PRODUCT-RULES.md, Event lifecycle):
// an event with registrations cannot be deleted, so these are how it ends.
// Cancel closes registration and mails every registrant; archive takes it off
// the public lists. Both ask to confirm; the list refreshes after either.
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Archive, Ban } from 'lucide-react';
import { useState } from 'react';
import type { Event } from '../../../../contract/schemas';
import { useAdminSession } from './admin-session';
import { useAdminList } from './use-admin-list';
import { runMutation } from './run-mutation';

export function EventLifecycleActions({ event }: { event: Pick<Event, 'id' | 'title' | 'status' | 'seatsTaken'> }) {
  const { client } = useAdminSession();
  const { refresh } = useAdminList('events');
  const [busy, setBusy] = useState<'cancel' | 'archive' | null>(null);
  const status = event.status ?? 'scheduled';

  const act = async (action: 'cancel' | 'archive') => {
    const question =
      action === 'cancel'
        ? `Cancel ${event.title}? Registration closes and ${event.seatsTaken} registrant(s) will be told by mail. This cannot be undone.`
        : `Archive ${event.title}? It will no longer appear on the public lists.`;
    if (!window.confirm(question)) return;
    setBusy(action);
    const outcome = await runMutation(
      () => (action === 'cancel' ? client.cancelEvent(event.id) : client.archiveEvent(event.id)),
      action === 'cancel' ? 'Event cancelled.' : 'Event archived.',
    );
    setBusy(null);
    if (outcome.ok) void refresh();
  };

  return (
    <HStack gap="2" wrap="wrap">
      {status !== 'scheduled' && (
        <Badge colorPalette={status === 'cancelled' ? 'red' : 'gray'} variant="subtle">
          {status === 'cancelled' ? 'Cancelled' : 'Archived'}
        </Badge>
      )}
      {status === 'scheduled' && (
        <Button size="xs" variant="outline" colorPalette="red" loading={busy === 'cancel'} onClick={() => void act('cancel')} aria-label={`Cancel event ${event.title}`}>
          <Ban aria-hidden="true" />
          Cancel event
        </Button>
      )}
      {status !== 'archived' && (
        <Button size="xs" variant="outline" loading={busy === 'archive'} onClick={() => void act('archive')} aria-label={`Archive ${event.title}`}>
          <Archive aria-hidden="true" />
          Archive
        </Button>
      )}
    </HStack>
  );
}
