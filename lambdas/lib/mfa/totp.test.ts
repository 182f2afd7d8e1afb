import { base32Decode, base32Encode, hotp, matchingStep, newTotpSecret, otpauthUrl, timeStep, totpAt } from './totp';

// RFC 6238 Appendix B, SHA-1 rows: the ASCII key "12345678901234567890", 8 digits.
const RFC_KEY = Buffer.from('12345678901234567890');
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  it('matches the RFC 6238 SHA-1 test vectors (8 digits), and their last 6 digits at 6', () => {
    for (const [seconds, code] of RFC_VECTORS) {
      expect(hotp(RFC_KEY, timeStep(seconds * 1000), 8)).toBe(code);
      expect(totpAt(base32Encode(RFC_KEY), timeStep(seconds * 1000))).toBe(code.slice(2));
    }
  });

  it('matches RFC 4226 Appendix D (HOTP counters 0-3)', () => {
    expect([0, 1, 2, 3].map((c) => hotp(RFC_KEY, c))).toEqual(['755224', '287082', '359152', '969429']);
  });

  it('base32 round-trips and reads the RFC 4648 vectors, whatever the case, spaces and padding', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    expect(() => base32Decode('not base32!')).toThrow();
  });

  it('accepts the codes of one step either side, refuses two steps away, and never a step at or before the last used', () => {
    const secret = newTotpSecret();
    const now = 1_800_000_000_000;
    const step = timeStep(now);
    expect(matchingStep(secret, totpAt(secret, step), now)).toBe(step);
    expect(matchingStep(secret, totpAt(secret, step - 1), now)).toBe(step - 1);
    expect(matchingStep(secret, totpAt(secret, step + 1), now)).toBe(step + 1);
    expect(matchingStep(secret, totpAt(secret, step - 2), now)).toBeNull();
    expect(matchingStep(secret, totpAt(secret, step + 2), now)).toBeNull();
    expect(matchingStep(secret, totpAt(secret, step), now, step)).toBeNull();
    expect(matchingStep(secret, totpAt(secret, step - 1), now, step - 1)).toBeNull();
    expect(matchingStep(secret, totpAt(secret, step + 1), now, step)).toBe(step + 1);
    expect(matchingStep(secret, '12345', now)).toBeNull();
  });

  it('builds the otpauth URL authenticator apps scan', () => {
    const url = new URL(otpauthUrl('JBSWY3DPEHPK3PXP', 'Music School', 'admin'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Music School:admin');
    expect(Object.fromEntries(url.searchParams)).toEqual({ secret: 'JBSWY3DPEHPK3PXP', issuer: 'Music School', algorithm: 'SHA1', digits: '6', period: '30' });
  });
});
