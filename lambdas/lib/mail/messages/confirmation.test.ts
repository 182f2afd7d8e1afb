import { confirmationMessage } from './confirmation';
import { attendee, event, expectNoRawMarkup, hostileName, site } from './test-fixtures';


const now = new Date(Date.UTC(2025, 5, 1, 8, 0, 0));
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('confirmationMessage', () => {
  let mail: Awaited<ReturnType<typeof confirmationMessage>>;
  beforeAll(async () => {
    mail = await confirmationMessage({ site, event, attendee, ticketToken: 'tok_abc', now });
  });
  const manage = 'https://harmony.example/tickets/tok_abc';

  it('names the event in the subject', () => {
    expect(mail.subject).toBe("You're registered: Music Workshop 2025");
  });

  it('gives date, Lagos time, place, map link and price in both parts', () => {
    const maps = 'https://www.google.com/maps/search/?api=1&query=Lagos%20Concert%20Hall%2C%20Victoria%20Island%2C%20Lagos';
    expect(mail.text).toContain('Sunday, June 15, 2025, 10:00 AM – 4:00 PM (Lagos time)');
    expect(mail.text).toContain('Lagos Concert Hall, Victoria Island, Lagos');
    expect(mail.text).toContain(maps);
    expect(mail.text).toContain('₦15,000');
    expect(mail.html).toContain('Sunday, June 15, 2025, 10:00 AM – 4:00 PM (Lagos time)');
    expect(mail.html).toContain(`href="${maps.replace(/&/g, '&#38;')}"`);
    expect(mail.html).toContain('₦15,000');
  });

  it('gives the manage link as a button, as visible text and in the plain part', () => {
    expect(mail.html.match(new RegExp(`href="${manage}"`, 'g'))?.length).toBe(2);
    expect(mail.html).toContain('View or manage your ticket</a>');
    expect(mail.html).toContain(`>${manage}</a>`);
    expect(mail.text).toContain(manage);
  });

  it('shows the attendee name as text, not markup', () => {
    expectNoRawMarkup(mail.html);
    expect(mail.html).toContain('&#60;b&#62;Ada&#60;/b&#62; &#38; &#34;Obi&#34;');
    expect(mail.text).toContain(hostileName);
  });

  it('embeds the QR ticket inline, with an alt text', () => {
    const qr = mail.attachments.find((a) => a.contentType === 'image/png')!;
    expect(qr.contentId).toBe('ticket-reg_123@harmony.example');
    expect(Buffer.isBuffer(qr.content) && qr.content.subarray(1, 4).toString()).toBe('PNG');
    expect(mail.html).toMatch(/<img src="cid:ticket-reg_123@harmony\.example"[^>]* alt="[^"]+"/);
  });

  it('attaches the calendar file: per-registration UID, Lagos times in UTC, reminder the day before', () => {
    const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'))!;
    expect(ics.filename).toBe('music-workshop-2025-2025-06-15.ics');
    expect(ics.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(ics.contentId).toBeUndefined();
    const lines = unfold(String(ics.content));
    expect(lines).toEqual(
      expect.arrayContaining([
        'METHOD:PUBLISH',
        'UID:registration-reg_123@harmony.example',
        'DTSTART:20250615T090000Z',
        'DTEND:20250615T150000Z',
        `URL:${manage}`,
        'BEGIN:VALARM',
        'TRIGGER:-P1D',
        'ACTION:DISPLAY',
      ]),
    );
  });
});
