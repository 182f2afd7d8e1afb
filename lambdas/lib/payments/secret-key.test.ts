import { usableKey } from './secret-key';

test('only a Paystack secret key counts as configured', () => {
  expect(usableKey(' sk_test_abc123 ')).toBe('sk_test_abc123');
  expect(usableKey('sk_live_abc123')).toBe('sk_live_abc123');
  expect(usableKey('')).toBeNull();
  expect(usableKey(undefined)).toBeNull();
  // A public key is not a secret key.
  expect(usableKey('pk_test_abc123')).toBeNull();
});
