import type { ContactSubmission, EventRegistration } from '../../../../contract/schemas';
import { ALL_EVENTS, filterContacts, filterRegistrations, matchesText } from './submission-filters';

const contact = (over: Partial<ContactSubmission>): ContactSubmission => ({
  id: 'c',
  name: 'Ada Obi',
  email: 'ada@example.com',
  phone: undefined,
  message: 'Hello there, friends',
  createdAt: '2025-06-01T10:00:00.000Z',
  ...over,
});
const registration = (over: Partial<EventRegistration>): EventRegistration => ({
  id: 'r',
  name: 'Tunde Bakare',
  email: 'tunde@example.com',
  phone: '+234 801 234 5678',
  eventId: 'music-workshop-2025',
  createdAt: '2025-06-01T10:00:00.000Z',
  ...over,
});

describe('matchesText', () => {
  it('matches everything for an empty query', () => {
    expect(matchesText('  ', ['x'])).toBe(true);
  });
  it('matches name and email case-insensitively', () => {
    expect(matchesText('OBI', ['Ada Obi'])).toBe(true);
    expect(matchesText('example.COM', ['a@example.com'])).toBe(true);
    expect(matchesText('zzz', ['Ada Obi', undefined])).toBe(false);
  });
  it('matches phone numbers by their digits', () => {
    expect(matchesText('0801 234', ['0801234 5678'])).toBe(true);
    expect(matchesText('801-234', ['+234 801 234 5678'])).toBe(true);
  });
});

describe('filterContacts and filterRegistrations', () => {
  it('filters contacts by name, email or phone', () => {
    const items = [contact({ id: '1' }), contact({ id: '2', name: 'Bola', email: 'bola@x.ng', phone: '08099999999' })];
    expect(filterContacts(items, 'bola').map((c) => c.id)).toEqual(['2']);
    expect(filterContacts(items, '0809').map((c) => c.id)).toEqual(['2']);
    expect(filterContacts(items, '').map((c) => c.id)).toEqual(['1', '2']);
  });

  it('filters registrations by event and text together', () => {
    const items = [registration({ id: '1' }), registration({ id: '2', eventId: 'evt-2' }), registration({ id: '3', eventId: 'evt-2', name: 'Chi', email: 'chi@example.com' })];
    expect(filterRegistrations(items, '', 'evt-2').map((r) => r.id)).toEqual(['2', '3']);
    expect(filterRegistrations(items, 'chi', 'evt-2').map((r) => r.id)).toEqual(['3']);
    expect(filterRegistrations(items, 'tunde', ALL_EVENTS).map((r) => r.id)).toEqual(['1', '2']);
  });
});
