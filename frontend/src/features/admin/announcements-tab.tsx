// The admin's Announcements tab (docs/PRODUCT-RULES.md, Mailing list): how many people each audience holds
// (only those who said yes), a new announcement (announcements/compose.tsx: subject, Markdown, audience with
// its count, card, send-at, preview, test), the one opened (announcements/detail.tsx: send, schedule, cancel,
// its figures) and the list of them all, newest first (announcements/list.tsx). No tracking.
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useRef, useState } from 'react';
import useSWR from 'swr';
import type { AnnouncementView } from '../../../../contract/news';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/api-error';
import { useAdminSession } from './admin-session';
import { ComposeAnnouncement } from './announcements/compose';
import { AnnouncementDetail } from './announcements/detail';
import { AnnouncementsList } from './announcements/list';

export const ANNOUNCEMENT_TEXT = {
  title: 'Announcements',
  saved: 'Announcement saved as a draft',
  sent: 'Announcement is being sent',
  scheduled: 'Announcement scheduled',
  cancelled: 'Announcement cancelled',
  failed: 'Something went wrong. Please try again.',
} as const;

export function AnnouncementsTab() {
  const { client } = useAdminSession();
  const audiences = useSWR('adminListAudiences', () => client.listAudiences(), { revalidateOnFocus: false });
  const list = useSWR('adminListAnnouncements', () => client.listAnnouncements(), { revalidateOnFocus: false });
  const [current, setCurrent] = useState<AnnouncementView | null>(null);
  const [busy, setBusy] = useState(false);
  const detailRef = useRef<HTMLDivElement>(null);

  const open = async (id: string) => {
    try {
      setCurrent(await client.getAnnouncement(id));
      // On a phone the detail is above the list: bring it into view.
      requestAnimationFrame(() => detailRef.current?.scrollIntoView?.({ block: 'start' }));
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, ANNOUNCEMENT_TEXT.failed) });
    }
  };
  const act = async (work: () => Promise<unknown>, done: string) => {
    if (!current) return;
    setBusy(true);
    try {
      await work();
      toaster.create({ type: 'success', title: done });
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, ANNOUNCEMENT_TEXT.failed) });
    } finally {
      setBusy(false);
      setCurrent(await client.getAnnouncement(current.id).catch(() => current));
      void list.mutate();
    }
  };

  const counts = audiences.data;
  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Body gap="4">
          <Heading as="h2" size="md">
            {ANNOUNCEMENT_TEXT.title}
          </Heading>
          {counts && (
            <Text fontSize="sm" color="fg.muted" data-testid="audience-counts">
              Who may receive one now: {counts.subscribers} subscribers, {counts.pastAttendees} past attendees, {counts.learners} learners.
            </Text>
          )}
          <ComposeAnnouncement
            onSaved={(id) => {
              void open(id);
              void list.mutate();
            }}
          />
        </Card.Body>
      </Card.Root>

      <div ref={detailRef}>
        {current && (
          <AnnouncementDetail
            announcement={current}
            actions={{
              busy,
              send: () => void act(() => client.sendAnnouncement(current.id), current.sendAt && Date.parse(current.sendAt) > Date.now() ? ANNOUNCEMENT_TEXT.scheduled : ANNOUNCEMENT_TEXT.sent),
              cancel: () => void act(() => client.cancelAnnouncement(current.id), ANNOUNCEMENT_TEXT.cancelled),
              refresh: () => void open(current.id),
            }}
          />
        )}
      </div>

      {list.data && <AnnouncementsList rows={list.data.items} onOpen={(id) => void open(id)} />}
      {list.data?.nextCursor && (
        <Text fontSize="sm" color="fg.muted">
          The 50 newest are shown.
        </Text>
      )}
      {list.error && (
        <Button variant="outline" onClick={() => void list.mutate()}>
          Try loading the announcements again
        </Button>
      )}
    </Stack>
  );
}
