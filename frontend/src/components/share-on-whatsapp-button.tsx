// 'Share on WhatsApp': opens WhatsApp with the event's title and address,
// for the visitor to pick whom to send it to. How most people in Lagos pass
// an event on.
import { MessageCircle } from 'lucide-react';
import { whatsAppShareLink } from '../../../contract/phone';
import { eventPageUrl, sharedVia } from '../lib/event-url';
import { LinkButton, type LinkButtonProps } from './link-button';

type Props = { event: { id: string; title: string } } & Omit<LinkButtonProps, 'href' | 'children'>;

export function ShareOnWhatsAppButton({ event, ...props }: Props) {
  const href = whatsAppShareLink(`${event.title}: ${sharedVia(eventPageUrl(event.id), 'whatsapp')}`);
  return (
    <LinkButton variant="outline" colorPalette="green" {...props} href={href} target="_blank" rel="noopener noreferrer" aria-label={`Share on WhatsApp: ${event.title}`}>
      <MessageCircle aria-hidden="true" />
      Share on WhatsApp
    </LinkButton>
  );
}
