// How the provider's notices show a visitor's details: the phone as typed,
// with a WhatsApp link only when the number could be read for certain.
import { formatShortDate } from '../../../../contract/dates';
import { whatsAppLink } from '../../../../contract/phone';
import { SERVICE_OPTIONS } from '../../../../contract/schemas';
import { escapeHtml, plainLink } from './html';

export function phoneHtml(phone: string | undefined): string {
  if (!phone) return '—';
  const whatsApp = whatsAppLink(phone);
  return whatsApp ? `${escapeHtml(phone)} · ${plainLink(whatsApp, 'WhatsApp')}` : escapeHtml(phone);
}

export function phoneText(phone: string | undefined): string {
  if (!phone) return '—';
  const whatsApp = whatsAppLink(phone);
  return whatsApp ? `${phone} (WhatsApp: ${whatsApp})` : phone;
}

export function emailHtml(email: string): string {
  return plainLink(`mailto:${email}`, email);
}

export function serviceLabel(service: string | undefined): string {
  return SERVICE_OPTIONS.find((o) => o.value === service)?.label ?? 'General';
}

/** When something arrived, as the admin pages show dates. */
export function receivedOn(createdAt: string): string {
  return formatShortDate(createdAt);
}
