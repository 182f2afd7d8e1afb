import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { CalendarPlus } from 'lucide-react';
import { site } from '../../content/site';
import { EARLY_ATTRIBUTE } from '../../lib/hydration-signals';
import { downloadIcs } from './download-ics';
import type { CalendarEvent } from './ics';

type Props = { event: CalendarEvent } & Omit<ButtonProps, 'onClick' | 'children'>;

/** What the .ics is written from (contract/ics.ts), nothing else of the event. */
const calendarFields = ({ id, title, description, date, startTime, endTime, location, address, price }: CalendarEvent): CalendarEvent => ({
  id,
  title,
  description,
  date,
  startTime,
  endTime,
  location,
  address,
  price,
});

/** 'Add to calendar': downloads an .ics for the event. */
export function AddToCalendarButton({ event, ...buttonProps }: Props) {
  const onClick = () => {
    const origin = typeof window !== 'undefined' ? window.location.origin : site.url;
    downloadIcs(event, { url: `${origin}/events`, uidDomain: new URL(site.url).host });
  };
  return (
    <Button
      variant="outline"
      {...buttonProps}
      onClick={onClick}
      aria-label={`Add to calendar: ${event.title}`}
      // Before the app runs, the head script downloads the same file from these (boot/enhance.ts).
      {...{ [EARLY_ATTRIBUTE]: 'calendar' }}
      data-event={JSON.stringify(calendarFields(event))}
      data-uid-domain={new URL(site.url).host}
    >
      <CalendarPlus aria-hidden="true" />
      Add to calendar
    </Button>
  );
}
