import { encodeText, encodeWords, formatAddress, InvalidAddressError, isValidAddress, mimeParameter } from './headers';

/** Decode RFC 2047 B-words back to text, to check what a mail client will show. */
const decodeWords = (value: string) =>
  value
    .replace(/\r\n /g, '')
    .replace(/=\?utf-8\?B\?([^?]*)\?=/g, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));

describe('formatAddress', () => {
  it('writes a plain name and address', () => {
    expect(formatAddress({ name: 'Ada Obi', email: 'ada@example.com' })).toBe('Ada Obi <ada@example.com>');
    expect(formatAddress('ada@example.com')).toBe('ada@example.com');
  });

  it('quotes names with specials', () => {
    expect(formatAddress({ name: 'Obi, Ada "Sis"', email: 'ada@example.com' })).toBe('"Obi, Ada \\"Sis\\"" <ada@example.com>');
  });

  it('keeps CR/LF in a name from starting a header of its own', () => {
    const written = formatAddress({ name: 'Ada\r\nBcc: evil@example.com', email: 'ada@example.com' });
    expect(written).not.toMatch(/[\r\n]/);
    expect(written).toBe('"Ada Bcc: evil@example.com" <ada@example.com>');
  });

  it('encodes a non-ASCII name as RFC 2047 words', () => {
    const written = formatAddress({ name: 'Adébáyọ̀ Ọlá', email: 'a@example.com' });
    expect(written).toMatch(/^=\?utf-8\?B\?[A-Za-z0-9+/=]+\?= <a@example.com>$/);
    expect(decodeWords(written)).toBe('Adébáyọ̀ Ọlá <a@example.com>');
  });

  it.each(['ada@example.com\r\nBcc: evil@example.com', 'ada@example.com>, evil@example.com', 'not-an-address', 'a b@example.com', 'ada@localhost', '@example.com', 'a..b@example.com'])(
    'refuses %p',
    (address) => {
      expect(() => formatAddress(address)).toThrow(InvalidAddressError);
      expect(() => formatAddress({ name: 'Ada', email: address })).toThrow(InvalidAddressError);
    },
  );

  it('accepts ordinary addresses', () => {
    for (const a of ['ada.obi+events@mail.example.com.ng', "o'neil@example.org", 'x_y-z@sub-domain.example.ng']) expect(isValidAddress(a)).toBe(true);
  });
});

describe('encodeText', () => {
  it('leaves plain ASCII alone and flattens line breaks', () => {
    expect(encodeText('Your ticket')).toBe('Your ticket');
    expect(encodeText('Hello\r\nBcc: evil@example.com')).toBe('Hello Bcc: evil@example.com');
  });

  it('encodes non-ASCII text in words of at most 75 characters without splitting a character', () => {
    const subject = 'Ẹ káàbọ̀ — your seat at ₦15,000 is confirmed for Music Workshop 2025 in Lagos';
    const encoded = encodeText(subject);
    for (const line of encoded.split('\r\n')) expect(line.trim().length).toBeLessThanOrEqual(75);
    expect(decodeWords(encoded)).toBe(subject);
    for (const word of encoded.split('\r\n ')) expect(() => new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(word.slice(10, -2), 'base64'))).not.toThrow();
  });

  it('encodes a single non-ASCII character as one word', () => {
    expect(encodeWords('é')).toBe('=?utf-8?B?w6k=?=');
  });
});

describe('mimeParameter', () => {
  it('quotes ASCII names and encodes others per RFC 2231', () => {
    expect(mimeParameter('filename', 'ticket.ics')).toBe('filename="ticket.ics"');
    expect(mimeParameter('filename', 'a"b\r\n.ics')).toBe('filename="a_b .ics"');
    expect(mimeParameter('filename', 'ọ́.ics')).toBe("filename*=utf-8''%E1%BB%8D%CC%81.ics");
  });
});
