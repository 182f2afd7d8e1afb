import { addDays, formatLongDay, formatShortDate, isCalendarDay, toLagosDay, todayInLagos } from './dates';

describe('Lagos calendar days', () => {
  it('normalises what the admin form may send to the day in Lagos (UTC+1)', () => {
    expect(toLagosDay('2025-06-15')).toBe('2025-06-15');
    expect(toLagosDay(' 2025-06-15 ')).toBe('2025-06-15');
    // 23:30 UTC on the 14th is already the 15th in Lagos.
    expect(toLagosDay('2025-06-14T23:30:00Z')).toBe('2025-06-15');
    expect(toLagosDay(new Date('2025-06-15T22:59:00Z'))).toBe('2025-06-15');
    expect(toLagosDay(new Date('2025-06-15T23:00:00Z'))).toBe('2025-06-16');
  });

  it('refuses what is not a real date', () => {
    for (const bad of ['2025-02-30', '2025-13-01', 'next friday', 'June 15', '', null, undefined, 20250615, new Date('x')]) {
      expect(toLagosDay(bad)).toBeNull();
    }
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
  });

  it('knows today in Lagos, not in UTC', () => {
    expect(todayInLagos(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('formats a day the same whatever the viewer’s zone', () => {
    expect(formatLongDay('2025-06-15')).toBe('Sunday, June 15, 2025');
    expect(formatShortDate('2025-06-15')).toBe('6/15/2025');
    expect(formatShortDate('2025-06-14T23:30:00.000Z')).toBe('6/15/2025');
  });
});
