// The one way a Lambda writes to its log (CloudWatch keeps what a function
// prints): one JSON line per entry, with ids and counts only. No email, phone,
// name, message or token may reach a log line (docs/PRODUCT-RULES.md, People's
// data): the fields' type refuses the keys that would hold them, and every
// string value (an error's text from Paystack, SES or the store included) has
// email addresses and phone numbers masked, since a service's error message may
// quote what it was sent. lambdas/lib/log-privacy.test.ts runs the journeys and
// searches every line for the people in them.

type Value = string | number | boolean | null | undefined | readonly string[] | Record<string, number>;
/** Keys that would carry a person's data are refused at compile time. */
type Forbidden = { email?: never; phone?: never; name?: never; to?: never; token?: never; text?: never; body?: never; guardianName?: never };
export type LogFields = Forbidden & Record<string, Value>;

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// Nigerian numbers as typed (0803…, 234803…, +234 803 …) and any other +country number.
const PHONE = /(?<![\w-])(?:\+?234[\s-]?|0)[789][01]\d(?:[\s-]?\d){7}(?![\w-])|\+\d(?:[\s-]?\d){7,14}(?!\w)/g;

/** The text with every email address and phone number masked. */
export function maskPersonal(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}

const masked = (value: Value): Value =>
  typeof value === 'string' ? maskPersonal(value) : Array.isArray(value) ? value.map((v: string) => maskPersonal(v)) : value;

/** An error as a log value: its name and message (with the stack when `stack`), masked. */
export const errorText = (error: unknown, stack = false): string =>
  maskPersonal(error instanceof Error ? (stack && error.stack ? error.stack : `${error.name}: ${error.message}`) : String(error));

function write(level: 'info' | 'warn' | 'error', message: string, fields: LogFields = {}): void {
  const entry: Record<string, Value> = { level, message };
  for (const [key, value] of Object.entries(fields)) entry[key] = masked(value);
  const line = JSON.stringify(entry);
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

export const log = {
  info: (message: string, fields?: LogFields) => write('info', message, fields),
  warn: (message: string, fields?: LogFields) => write('warn', message, fields),
  error: (message: string, fields?: LogFields) => write('error', message, fields),
};
