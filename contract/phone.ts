// Phone numbers as people type them, turned into what a WhatsApp link needs:
// the international number as digits only. Nigerian numbers are written many
// ways ('0803 123 4567', '+234 (0)803-123-4567', '234803...'); anything we
// cannot read with certainty gives null, and the caller shows it as typed
// rather than linking a guess to a stranger's chat.

const NIGERIA = '234';
/** Mobile numbers after the trunk 0: 70x, 80x, 81x, 90x, 91x... ten digits. */
const NIGERIAN_MOBILE = /^[789][01]\d{8}$/;
/** Only what people put between digits; letters or 'ext' mean we cannot be sure. */
const ALLOWED = /^\+?[\d\s().\-/]+$/;

/** '0803 123 4567' -> '2348031234567'; a foreign number only with its '+' or '00'; otherwise null. */
export function whatsAppNumber(input: string | null | undefined): string | null {
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (!text || !ALLOWED.test(text)) return null;
  const plus = text.startsWith('+');
  let digits = text.replace(/\D/g, '');
  if (!plus && digits.startsWith('00')) return international(digits.slice(2));
  if (plus) return international(digits);

  if (digits.startsWith(NIGERIA)) return nigerian(digits.slice(NIGERIA.length));
  if (digits.startsWith('0')) digits = digits.slice(1);
  return nigerian(digits);
}

/** The ten digits after 234 (a written trunk 0 dropped), when they are a mobile number. */
function nigerian(rest: string): string | null {
  const national = rest.length === 11 && rest.startsWith('0') ? rest.slice(1) : rest;
  return NIGERIAN_MOBILE.test(national) ? NIGERIA + national : null;
}

/** E.164 digits: a country code (no leading 0) and at most 15 digits in all. */
function international(digits: string): string | null {
  if (digits.startsWith(NIGERIA)) return nigerian(digits.slice(NIGERIA.length));
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : null;
}

/** https://wa.me/<digits>?text=..., or null when the number cannot be read. */
export function whatsAppLink(number: string, text?: string): string | null {
  const digits = whatsAppNumber(number);
  if (!digits) return null;
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** https://wa.me/?text=...: WhatsApp asks the sender whom to share the text with. */
export function whatsAppShareLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
