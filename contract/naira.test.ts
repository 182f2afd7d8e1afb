import { formatNaira, nairaToKobo } from './naira';

describe('formatNaira', () => {
  it('shows whole naira with the naira sign and thousands separators', () => {
    expect(formatNaira(15000)).toBe('₦15,000');
    expect(formatNaira(1250000)).toBe('₦1,250,000');
  });
  it('says Free for zero', () => {
    expect(formatNaira(0)).toBe('Free');
  });
});

describe('nairaToKobo', () => {
  it('multiplies by a hundred', () => {
    expect(nairaToKobo(15000)).toBe(1500000);
  });
});
