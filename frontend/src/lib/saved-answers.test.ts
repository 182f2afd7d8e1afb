import { forgetSavedAnswers, noteAnswer, oldestSavedAt, savedAnswersVersion, subscribeSavedAnswers } from './saved-answers';

const from = (savedAt: string | null) => new Headers(savedAt ? { 'X-From-Cache': savedAt } : {});

afterEach(() => forgetSavedAnswers());

test('remembers the saved copies on screen, the oldest first, until the server answers the same URL', () => {
  const seen: number[] = [];
  const stop = subscribeSavedAnswers(() => seen.push(savedAnswersVersion()));
  expect(oldestSavedAt()).toBeNull();
  noteAnswer('/api/admin/contacts', from('2026-11-29T13:32:00.000Z'));
  noteAnswer('/api/admin/counts', from('2026-11-29T12:00:00.000Z'));
  expect(oldestSavedAt()).toBe('2026-11-29T12:00:00.000Z');
  noteAnswer('/api/admin/counts', from(null));
  expect(oldestSavedAt()).toBe('2026-11-29T13:32:00.000Z');
  // A fresh answer for a URL that was never saved changes nothing.
  noteAnswer('/api/events/upcoming', from(null));
  noteAnswer('/api/events/upcoming', undefined);
  expect(seen).toHaveLength(3);
  stop();
});
