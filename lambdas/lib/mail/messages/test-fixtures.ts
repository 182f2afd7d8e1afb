// Shared inputs for the message tests: a hostile name so every test also
// checks escaping.
import type { Attendee, ContactSubmission, EventRegistration, MailEvent, MailSite } from './types';

export const site: MailSite = { name: 'Harmony Music Ministry & Mentorship', origin: 'https://harmony.example' };

export const event: MailEvent = {
  id: 'music-workshop-2025',
  title: 'Music Workshop 2025',
  date: '2025-06-15',
  startTime: '10:00',
  endTime: '16:00',
  location: 'Lagos Concert Hall',
  address: 'Victoria Island, Lagos',
  price: 15000,
};

export const hostileName = '<b>Ada</b> & "Obi"';

export const attendee: Attendee = { id: 'reg_123', name: hostileName, email: 'ada@example.com' };

export const registration: EventRegistration = {
  ...attendee,
  phone: '0803 123 4567',
  eventId: event.id,
  createdAt: '2025-06-01T09:30:00.000Z',
};

export const contact: ContactSubmission = {
  id: 'c_1',
  name: hostileName,
  email: 'visitor@example.com',
  phone: 'call after 5',
  service: 'vocal-training',
  message: 'Hello <script>alert(1)</script>\nSecond line',
  createdAt: '2025-06-01T10:00:00.000Z',
};

/** Raw (unescaped) markup from the hostile inputs must never reach the HTML. */
export function expectNoRawMarkup(html: string): void {
  expect(html).not.toContain('<b>Ada</b>');
  expect(html).not.toContain('<script>');
  expect(html).not.toContain('"Obi"');
}
