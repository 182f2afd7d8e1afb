import { broadcastMessage } from './broadcast';
import { cancellationMessage } from './cancellation';
import { dailyDigestMessage } from './digest';
import { contactNotificationMessage, registrationNotificationMessage } from './provider';
import { reminderMessage } from './reminder';
import { attendee, contact, event, expectNoRawMarkup, hostileName, registration, site } from './test-fixtures';

describe('cancellationMessage', () => {
  it('says which registration ended and links back to the events', () => {
    const mail = cancellationMessage({ site, event, attendee });
    expect(mail.subject).toBe('Registration cancelled: Music Workshop 2025');
    expect(mail.text).toContain('Sunday, June 15, 2025');
    expect(mail.text).toContain('https://harmony.example/events');
    expect(mail.html).toContain('href="https://harmony.example/events"');
    expectNoRawMarkup(mail.html);
  });
});

describe('reminderMessage', () => {
  it('reminds the day before with the manage link in both parts', () => {
    const mail = reminderMessage({ site, event, attendee, ticketToken: 'tok/1' });
    expect(mail.subject).toBe('Tomorrow: Music Workshop 2025');
    // The token is one path segment, whatever it contains.
    expect(mail.text).toContain('https://harmony.example/tickets/tok%2F1');
    expect(mail.html).toContain('href="https://harmony.example/tickets/tok%2F1"');
    expect(mail.text).toContain('10:00 AM – 4:00 PM (Lagos time)');
    expectNoRawMarkup(mail.html);
  });
});

describe('contactNotificationMessage', () => {
  const mail = contactNotificationMessage({ site, contact });

  it('replies to the visitor', () => {
    expect(mail.replyTo).toEqual([{ name: hostileName, email: 'visitor@example.com' }]);
    expect(mail.subject).toBe(`New message from ${hostileName}`);
  });

  it('shows the message as text with its line breaks, and the service label', () => {
    expectNoRawMarkup(mail.html);
    expect(mail.html).toContain('Hello &#60;script&#62;alert(1)&#60;/script&#62;<br>Second line');
    expect(mail.html).toContain('Vocal Training');
    expect(mail.text).toContain('Hello <script>alert(1)</script>\nSecond line');
  });

  it('shows a phone it cannot read as typed, without a WhatsApp link', () => {
    expect(mail.text).toContain('Phone:   call after 5');
    expect(mail.html).not.toContain('wa.me');
  });
});

describe('registrationNotificationMessage', () => {
  it('lists the attendee with a WhatsApp link and the seats', () => {
    const mail = registrationNotificationMessage({ site, event, registration, seats: { taken: 12, capacity: 50 } });
    expect(mail.subject).toBe(`New registration: ${hostileName} for Music Workshop 2025`);
    expect(mail.replyTo).toEqual([{ name: hostileName, email: 'ada@example.com' }]);
    expect(mail.html).toContain('href="https://wa.me/2348031234567"');
    expect(mail.text).toContain('0803 123 4567 (WhatsApp: https://wa.me/2348031234567)');
    expect(mail.text).toContain('12 of 50 seats taken');
    expectNoRawMarkup(mail.html);
  });
});

describe('dailyDigestMessage', () => {
  it('summarises both lists, newest first', () => {
    const older = { ...contact, id: 'c_0', name: 'Bola', message: 'Older message here', createdAt: '2025-06-01T08:00:00.000Z' };
    const mail = dailyDigestMessage({
      site,
      day: '2025-06-01',
      contacts: [older, contact],
      registrations: [{ registration, eventTitle: event.title }],
    });
    expect(mail.subject).toBe('Daily summary for Sunday, June 1, 2025: 2 messages, 1 registration');
    expect(mail.text.indexOf(hostileName)).toBeLessThan(mail.text.indexOf('Bola'));
    expect(mail.text).toContain(`- ${hostileName} <ada@example.com>, 0803 123 4567 (WhatsApp: https://wa.me/2348031234567): Music Workshop 2025`);
    expectNoRawMarkup(mail.html);
  });

  it('says so when nothing came in', () => {
    const mail = dailyDigestMessage({ site, day: '2025-06-02', contacts: [], registrations: [] });
    expect(mail.subject).toContain('0 messages, 0 registrations');
    expect(mail.text).toContain('No new messages.');
    expect(mail.html).toContain('No new registrations.');
  });
});

describe('broadcastMessage', () => {
  it("sends the admin's subject and body as text", () => {
    const mail = broadcastMessage({ site, event, attendee, subject: 'Room change <today>', body: 'We moved to Hall <B>.\nBring water.', ticketToken: 't1' });
    expect(mail.subject).toBe('Room change <today>');
    expect(mail.html).toContain('We moved to Hall &#60;B&#62;.<br>Bring water.');
    expect(mail.html).not.toContain('<B>');
    expect(mail.text).toContain('We moved to Hall <B>.\nBring water.');
    expect(mail.text).toContain('https://harmony.example/tickets/t1');
    expectNoRawMarkup(mail.html);
  });
});
