// Header values for a raw MIME message. Every value that reaches a header
// goes through here: control characters (CR/LF above all) become spaces, so a
// visitor's name such as 'Ada\r\nBcc: x@y' can never start a header of its
// own; addresses must be plain addresses or they are refused; non-ASCII text
// is RFC 2047-encoded.
import type { MailAddress } from './types';

// eslint-disable-next-line no-control-regex -- matching control characters is the point: they must never reach a header
const CONTROL = /[\u0000-\u001f\u007f]+/g;
// Kept simple on purpose: one @, a dot-atom local part and a dotted host name.
// Anything SES would reject, or that could break out of <...>, fails here.
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL = new RegExp(`^${ATEXT}(?:\\.${ATEXT})*$`);
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export class InvalidAddressError extends Error {
  constructor(address: string) {
    super(`Not a mail address: ${JSON.stringify(address.slice(0, 80))}`);
    this.name = 'InvalidAddressError';
  }
}

/** A single line of header text: control characters collapse to one space. */
export function oneLine(value: string): string {
  return value.replace(CONTROL, ' ').trim();
}

export function isValidAddress(address: string): boolean {
  if (address.length > 254) return false;
  const at = address.lastIndexOf('@');
  if (at < 1) return false;
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split('.');
  return local.length <= 64 && LOCAL.test(local) && labels.length >= 2 && labels.every((l) => LABEL.test(l));
}

/** The bare address, checked; throws InvalidAddressError. */
export function addressOf(mailbox: MailAddress): string {
  const email = typeof mailbox === 'string' ? mailbox.trim() : mailbox.email.trim();
  if (!isValidAddress(email)) throw new InvalidAddressError(email);
  return email;
}

const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

/**
 * RFC 2047 'B' encoded-words, each at most 75 characters and never splitting a
 * UTF-8 character, joined by a folding space.
 */
export function encodeWords(text: string): string {
  // 45 bytes are 60 base64 characters; with '=?utf-8?B?' and '?=' a word is 72.
  const words: string[] = [];
  let chunk: Buffer[] = [];
  let size = 0;
  for (const char of text) {
    const bytes = Buffer.from(char, 'utf8');
    if (size + bytes.length > 45) {
      words.push(Buffer.concat(chunk).toString('base64'));
      chunk = [];
      size = 0;
    }
    chunk.push(bytes);
    size += bytes.length;
  }
  if (chunk.length) words.push(Buffer.concat(chunk).toString('base64'));
  return words.map((w) => `=?utf-8?B?${w}?=`).join('\r\n ');
}

/** Header text such as a subject: as is when plain ASCII, encoded-words otherwise. */
export function encodeText(value: string): string {
  const text = oneLine(value);
  // Long ASCII lines are encoded too: encoded-words fold safely, raw text might not.
  return isAscii(text) && text.length <= 900 ? text : encodeWords(text);
}

/** A display name as a quoted string, or encoded-words when it is not ASCII. */
function displayName(name: string): string {
  const text = oneLine(name);
  if (!isAscii(text)) return encodeWords(text);
  if (/^[A-Za-z0-9!#$%&'*+/=?^_`{|}~ -]*$/.test(text)) return text;
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** 'Ada Obi <ada@example.com>' with the name made safe, or the bare address. */
export function formatAddress(mailbox: MailAddress): string {
  const email = addressOf(mailbox);
  const name = typeof mailbox === 'string' ? '' : oneLine(mailbox.name ?? '');
  return name ? `${displayName(name)} <${email}>` : email;
}

/** A MIME parameter value (file names): quoted ASCII, or RFC 2231 UTF-8. */
export function mimeParameter(name: string, value: string): string {
  const text = oneLine(value);
  if (isAscii(text)) return `${name}="${text.replace(/[\\"]/g, '_')}"`;
  return `${name}*=utf-8''${encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
