import { BadCursorError, decodeCursor, encodeCursor, normaliseSearch, searchTextOf } from './pages';

describe('search text', () => {
  it('is found case- and accent-insensitively, by each search field', () => {
    const text = searchTextOf('registrations', { name: 'Adébáyọ̀  OKAFOR', email: 'Ade@Example.com', phone: '0801 234 5678', eventId: 'not-searched' });
    expect(text).toBe('adebayo okafor\nade@example.com\n0801 234 5678');
    for (const term of ['ADEBAYO', 'adébayo okafor', 'ade@example', '234 5678']) expect(text).toContain(normaliseSearch(term));
    expect(text).not.toContain('not-searched');
  });
});

describe('cursor', () => {
  const item = { pk: 'CONTACT#1', sk: 'CONTACT', gsi1pk: 'CONTACTS', gsi1sk: '2025-01-01T00:00:00.000Z#1', name: 'Ada', message: 'not in the cursor' };

  it('round-trips the four key attributes only, as URL-safe text', () => {
    const cursor = encodeCursor(item);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, 'CONTACTS')).toEqual({ pk: 'CONTACT#1', sk: 'CONTACT', gsi1pk: 'CONTACTS', gsi1sk: '2025-01-01T00:00:00.000Z#1' });
  });

  it("refuses another list's cursor, and anything too long", () => {
    expect(() => decodeCursor(encodeCursor(item), 'REGISTRATIONS')).toThrow(BadCursorError);
    expect(() => decodeCursor('a'.repeat(5000), 'CONTACTS')).toThrow(BadCursorError);
  });
});
