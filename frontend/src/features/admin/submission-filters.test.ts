import { ALL_EVENTS, eventOptions, registrationFilters } from './submission-filters';

describe('registrationFilters', () => {
  it('sends the trimmed search and no event for "All events"', () => {
    expect(registrationFilters('  Ada ', ALL_EVENTS)).toEqual({ search: 'Ada', eventId: undefined });
  });
  it('narrows to the chosen event', () => {
    expect(registrationFilters('', 'evt-1')).toEqual({ search: '', eventId: 'evt-1' });
  });
});

describe('eventOptions', () => {
  it('lists the events by title, then ids only registrations know, once each', () => {
    const options = eventOptions(
      [{ id: 'evt-1', title: 'Choir Masterclass' }],
      [{ eventId: 'evt-1' }, { eventId: 'music-workshop-2025' }, { eventId: 'music-workshop-2025' }],
    );
    expect(options).toEqual([
      { value: 'evt-1', label: 'Choir Masterclass' },
      { value: 'music-workshop-2025', label: 'music-workshop-2025' },
    ]);
  });
});
