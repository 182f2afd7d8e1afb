import { buildMime, MAIL_ID_HEADER, type MimeMessage } from './mime';

const message: MimeMessage = {
  id: 'outbox-123',
  from: { name: 'Harmony Music', email: 'bookings@example.ng' },
  to: [{ name: 'Ada Obi', email: 'ada@example.com' }],
  subject: 'Your ticket',
  text: 'Plain words',
  html: '<p>HTML words</p>',
  date: new Date(Date.UTC(2026, 10, 23, 11, 20, 0)),
};

/** The header block, unfolded, one header per line. */
function headerLines(raw: string): string[] {
  return raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]/g, ' ').split('\r\n');
}

/** Every part's decoded body by content type (the tree flattened). */
function partsOf(raw: string): { type: string; headers: string; body: string }[] {
  const found: { type: string; headers: string; body: string }[] = [];
  const walk = (entity: string) => {
    const split = entity.indexOf('\r\n\r\n');
    const headers = entity.slice(0, split).replace(/\r\n[ \t]/g, ' ');
    const body = entity.slice(split + 4);
    const type = /Content-Type: ([^;\r\n]+)/i.exec(headers)?.[1] ?? 'text/plain';
    const boundary = /boundary="([^"]+)"/.exec(headers)?.[1];
    if (boundary) {
      const inner = body.split(`--${boundary}`).slice(1, -1);
      for (const part of inner) walk(part.replace(/^\r\n/, '').replace(/\r\n$/, ''));
    } else {
      found.push({ type, headers, body: Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8') });
    }
  };
  walk(raw);
  return found;
}

describe('buildMime', () => {
  it('writes the headers, the id header and both bodies', () => {
    const raw = buildMime(message);
    const headers = headerLines(raw);
    expect(headers).toEqual(
      expect.arrayContaining([
        'From: Harmony Music <bookings@example.ng>',
        'To: Ada Obi <ada@example.com>',
        'Subject: Your ticket',
        'Date: Mon, 23 Nov 2026 11:20:00 +0000',
        `${MAIL_ID_HEADER}: outbox-123`,
        'MIME-Version: 1.0',
      ]),
    );
    expect(headers.some((h) => h.startsWith('Content-Type: multipart/alternative;'))).toBe(true);
    const parts = partsOf(raw);
    expect(parts.map((p) => [p.type, p.body])).toEqual([
      ['text/plain', 'Plain words'],
      ['text/html', '<p>HTML words</p>'],
    ]);
  });

  it('uses CRLF only and keeps every line within 998 octets', () => {
    const raw = buildMime({ ...message, text: 'x'.repeat(5000) });
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(998);
  });

  it('lets no visitor-supplied value add a header', () => {
    const raw = buildMime({
      ...message,
      to: [{ name: 'Ada\r\nBcc: evil@example.com', email: 'ada@example.com' }],
      replyTo: [{ name: 'Visitor\nX-Evil: 1', email: 'visitor@example.com' }],
      subject: 'New message from Ada\r\nBcc: evil@example.com',
    });
    const headers = headerLines(raw);
    expect(headers.filter((h) => /^(bcc|x-evil):/i.test(h))).toEqual([]);
    expect(headers).toContain('Subject: New message from Ada Bcc: evil@example.com');
    expect(headers).toContain('Reply-To: "Visitor X-Evil: 1" <visitor@example.com>');
  });

  it('refuses an address, id or attachment header that would break out', () => {
    expect(() => buildMime({ ...message, to: ['ada@example.com\r\nBcc: evil@example.com'] })).toThrow(/Not a mail address/);
    expect(() => buildMime({ ...message, id: 'x\r\nBcc: evil@example.com' })).toThrow(/mail id/);
    const file = { filename: 'a.txt', contentType: 'text/plain', content: 'x' };
    expect(() => buildMime({ ...message, attachments: [{ ...file, contentType: 'text/plain\r\nBcc: e@example.com' }] })).toThrow(/content type/);
    expect(() => buildMime({ ...message, attachments: [{ ...file, contentId: 'qr>\r\nBcc: e@example.com' }] })).toThrow(/Content-ID/);
    expect(() => buildMime({ ...message, to: [] })).toThrow(/recipient/);
  });

  it('nests an inline image in multipart/related and a file in multipart/mixed', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    const raw = buildMime({
      ...message,
      attachments: [
        { filename: 'ticket.png', contentType: 'image/png', content: png, contentId: 'ticket@example.ng' },
        { filename: 'event.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' },
      ],
    });
    expect(headerLines(raw).find((h) => h.startsWith('Content-Type:'))).toMatch(/^Content-Type: multipart\/mixed; boundary=/);
    expect(raw).toMatch(/Content-Type: multipart\/related; type="multipart\/alternative"; boundary=/);
    const parts = partsOf(raw);
    expect(parts.map((p) => p.type)).toEqual(['text/plain', 'text/html', 'image/png', 'text/calendar']);
    const image = parts[2];
    expect(image.headers).toContain('Content-ID: <ticket@example.ng>');
    expect(image.headers).toContain('Content-Disposition: inline; filename="ticket.png"');
    const calendar = parts[3];
    expect(calendar.headers).toContain('Content-Disposition: attachment; filename="event.ics"');
    expect(calendar.body).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    // The image bytes survive the round trip.
    const imageB64 = raw.split('Content-ID: <ticket@example.ng>')[1].split('\r\n\r\n')[1].split('\r\n--')[0];
    expect(Buffer.from(imageB64.replace(/\r\n/g, ''), 'base64').equals(png)).toBe(true);
  });

  it('sends a text-only message as a single part', () => {
    const raw = buildMime({ ...message, html: undefined });
    expect(headerLines(raw)).toContain('Content-Type: text/plain; charset=utf-8');
    expect(partsOf(raw)).toEqual([expect.objectContaining({ body: 'Plain words' })]);
  });
});
