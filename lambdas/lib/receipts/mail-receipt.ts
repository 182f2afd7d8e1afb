// The receipt PDF attached to a paid order's ticket mail (docs/ARCHITECTURE.md, Receipts).
import type { Event, EventRegistration } from '../../../contract/schemas';
import type { MailContent } from '../mail/types';
import { orderReceipt, receiptAttachment } from './order-receipts';

export async function withReceipt(content: MailContent, registration: EventRegistration, event: Pick<Event, 'title' | 'date'>): Promise<MailContent> {
  const made = await orderReceipt(registration, event);
  if (!made) return content;
  return {
    ...content,
    text: `${content.text}\n\nYour receipt ${made.receipt.number} is attached.`,
    attachments: [...content.attachments, receiptAttachment(made.receipt, made.pdf)],
  };
}
