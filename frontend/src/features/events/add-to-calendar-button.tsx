import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { CalendarPlus } from 'lucide-react';
import { site } from '../../content/site';
import { downloadIcs } from './download-ics';
import type { CalendarEvent } from './ics';

type Props = { event: CalendarEvent } & Omit<ButtonProps, 'onClick' | 'children'>;

/** 'Add to calendar': downloads an .ics for the event. */
export function AddToCalendarButton({ event, ...buttonProps }: Props) {
  const onClick = () => {
    const origin = typeof window !== 'undefined' ? window.location.origin : site.url;
    downloadIcs(event, { url: `${origin}/events`, uidDomain: new URL(site.url).host });
  };
  return (
    <Button variant="outline" {...buttonProps} onClick={onClick} aria-label={`Add to calendar: ${event.title}`}>
      <CalendarPlus aria-hidden="true" />
      Add to calendar
    </Button>
  );
}
