import { createHmac } from 'node:crypto';
import { signPaystackBody, verifyPaystackSignature } from './paystack-signature';

const KEY = 'sk_test_0123456789abcdef';
const BODY = JSON.stringify({ event: 'charge.success', data: { reference: 'reg_1', amount: 500000 } });
const NOW = new Date('2026-11-23T10:00:00Z');
const NOW_S = NOW.getTime() / 1000;

test('the plain signature is the hex HMAC-SHA512 of the raw body, as Paystack documents', () => {
  const expected = createHmac('sha512', KEY).update(BODY).digest('hex');
  expect(signPaystackBody(BODY, KEY)).toBe(expected);
  expect(verifyPaystackSignature(BODY, expected, KEY)).toBe(true);
  expect(verifyPaystackSignature(Buffer.from(BODY), expected.toUpperCase(), KEY)).toBe(true);
});

test('a signature made with another key, or of another body, is refused', () => {
  expect(verifyPaystackSignature(BODY, signPaystackBody(BODY, 'sk_test_other'), KEY)).toBe(false);
  const tampered = BODY.replace('500000', '500');
  expect(verifyPaystackSignature(tampered, signPaystackBody(BODY, KEY), KEY)).toBe(false);
  // Re-serialising the JSON changes the bytes: only the raw body verifies.
  expect(verifyPaystackSignature(JSON.stringify(JSON.parse(BODY), null, 1), signPaystackBody(BODY, KEY), KEY)).toBe(false);
});

test('a missing header or an empty key never verifies', () => {
  expect(verifyPaystackSignature(BODY, undefined, KEY)).toBe(false);
  expect(verifyPaystackSignature(BODY, '', KEY)).toBe(false);
  expect(verifyPaystackSignature(BODY, signPaystackBody(BODY, ''), '')).toBe(false);
});

test('garbage headers are false, never an exception', () => {
  const good = signPaystackBody(BODY, KEY);
  const garbage: unknown[] = [
    'not-a-signature',
    good.slice(0, 127),
    good + '0',
    good.slice(0, 126) + 'zz',
    'sha512=' + good,
    't=,v1=' + good,
    't=abc,v1=' + good,
    `t=${NOW_S},v1=`,
    `t=${NOW_S}`,
    `v1=${good},t=${NOW_S}`,
    'é'.repeat(128),
    42,
    null,
    ['a', 'b'],
  ];
  for (const header of garbage) {
    expect(() => verifyPaystackSignature(BODY, header as string, KEY, NOW)).not.toThrow();
    expect(verifyPaystackSignature(BODY, header as string, KEY, NOW)).toBe(false);
  }
  expect(verifyPaystackSignature(undefined as unknown as string, good, KEY)).toBe(false);
});

describe('timestamped form t=<unix>,v1=<hex>', () => {
  test('covers `${t}.${body}` and verifies within five minutes of now', () => {
    const header = signPaystackBody(BODY, KEY, { form: 'timestamped', timestamp: NOW });
    const hex = createHmac('sha512', KEY).update(`${NOW_S}.${BODY}`).digest('hex');
    expect(header).toBe(`t=${NOW_S},v1=${hex}`);
    expect(verifyPaystackSignature(BODY, header, KEY, NOW)).toBe(true);
    expect(verifyPaystackSignature(BODY, header, KEY, new Date(NOW.getTime() + 299_000))).toBe(true);
    expect(verifyPaystackSignature(BODY, header, KEY, new Date(NOW.getTime() - 299_000))).toBe(true);
  });

  test('an old or future timestamp is refused even with a correct HMAC', () => {
    const header = signPaystackBody(BODY, KEY, { form: 'timestamped', timestamp: NOW });
    expect(verifyPaystackSignature(BODY, header, KEY, new Date(NOW.getTime() + 301_000))).toBe(false);
    expect(verifyPaystackSignature(BODY, header, KEY, new Date(NOW.getTime() - 301_000))).toBe(false);
  });

  test('changing the timestamp or the body breaks the signature', () => {
    const header = signPaystackBody(BODY, KEY, { form: 'timestamped', timestamp: NOW });
    const moved = header.replace(`t=${NOW_S}`, `t=${NOW_S + 1}`);
    expect(verifyPaystackSignature(BODY, moved, KEY, NOW)).toBe(false);
    expect(verifyPaystackSignature(BODY + ' ', header, KEY, NOW)).toBe(false);
    expect(verifyPaystackSignature(BODY, header, 'sk_test_other', NOW)).toBe(false);
  });

  test('the bare hex of a timestamped signature is not accepted as a plain one', () => {
    const header = signPaystackBody(BODY, KEY, { form: 'timestamped', timestamp: NOW });
    expect(verifyPaystackSignature(BODY, header.split('v1=')[1], KEY, NOW)).toBe(false);
  });
});
