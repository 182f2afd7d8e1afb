// Checks a POST /transaction/initialize body the way Paystack does, with
// Paystack's own error messages, so our server code meets the same refusals
// locally as in production.

export type ValidInitialize = {
  email: string;
  amount: number;
  currency: string;
  reference?: string;
  callbackUrl?: string;
  metadata: Record<string, unknown> | string;
  channels?: string[];
  /** A plan code (Plans and Subscriptions): the server checks it and charges the plan's amount. */
  plan?: string;
};

export type InitializeCheck = { ok: true; value: ValidInitialize } | { ok: false; message: string };

// Paystack allows only alphanumerics and - . = in a reference.
const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;
// Deliberately loose, like Paystack: one @, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function parseAmount(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d+$/.test(text)) return null;
  const amount = Number(text);
  return Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}

/** An object stays an object; a JSON string of an object is parsed; anything else is kept as given. */
function parseMetadata(raw: unknown): Record<string, unknown> | string {
  if (raw === undefined || raw === null || raw === '') return '';
  if (typeof raw === 'object' && !Array.isArray(raw)) return raw as Record<string, unknown>;
  if (typeof raw === 'string') {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // Not JSON: Paystack keeps the string as it came.
    }
    return raw;
  }
  return JSON.stringify(raw);
}

export function validateInitialize(body: Record<string, unknown>, currencies: readonly string[]): InitializeCheck {
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  if (!EMAIL.test(email)) return { ok: false, message: 'Invalid Email Address Passed' };

  const amount = parseAmount(body.amount);
  if (amount === null) return { ok: false, message: 'Invalid Amount Sent' };

  const currency = body.currency === undefined || body.currency === '' ? currencies[0] : body.currency;
  if (typeof currency !== 'string' || !currencies.includes(currency.toUpperCase())) {
    return { ok: false, message: 'Currency not supported by merchant' };
  }

  let reference: string | undefined;
  if (body.reference !== undefined && body.reference !== '') {
    if (typeof body.reference !== 'string' || !REFERENCE.test(body.reference)) {
      return { ok: false, message: 'Invalid transaction reference. Only -, ., = and alphanumeric characters allowed.' };
    }
    reference = body.reference;
  }

  let callbackUrl: string | undefined;
  if (body.callback_url !== undefined && body.callback_url !== '') {
    if (typeof body.callback_url !== 'string' || !URL.canParse(body.callback_url)) {
      return { ok: false, message: 'Invalid callback_url' };
    }
    callbackUrl = body.callback_url;
  }

  const channels = Array.isArray(body.channels) ? body.channels.filter((c): c is string => typeof c === 'string') : undefined;

  return {
    ok: true,
    value: {
      email,
      amount,
      currency: currency.toUpperCase(),
      reference,
      callbackUrl,
      metadata: parseMetadata(body.metadata),
      channels,
      ...(typeof body.plan === 'string' && body.plan !== '' ? { plan: body.plan } : {}),
    },
  };
}
