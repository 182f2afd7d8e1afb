import { errorText, log, maskPersonal } from './log';

describe('maskPersonal', () => {
  it.each([
    ['Email address is not verified: ada.obi+news@example.com.ng', 'Email address is not verified: [email]'],
    ['call 08031234567 or 0803 123 4567', 'call [phone] or [phone]'],
    ['+2348031234567 and 234-803-123-4567', '[phone] and [phone]'],
    ['+44 20 7946 0958', '[phone]'],
  ])('masks %j', (text, expected) => {
    expect(maskPersonal(text)).toBe(expected);
  });

  it('leaves ids, references, amounts and dates alone', () => {
    const ids = 'reference 83d6f7c9-1f2e-410c-82dc-4fbb5f35e491 paid 500000 kobo on 2026-11-28T10:00:00.000Z, ticket seed-1-t2, R-2026-000123';
    expect(maskPersonal(ids)).toBe(ids);
  });
});

describe('log', () => {
  it('writes one JSON line with the level, the message and the fields, personal data masked', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      log.warn('paystack initialize failed', { reference: 'r-1', error: errorText(new Error('Invalid email ada@example.com')) });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(JSON.parse(warn.mock.calls[0][0] as string)).toEqual({ level: 'warn', message: 'paystack initialize failed', reference: 'r-1', error: 'Error: Invalid email [email]' });
    } finally {
      warn.mockRestore();
    }
  });
});
