import { offlineMessage, savedTime } from './offline-message';

// 15:05 in Lagos (UTC+1).
const NOW = new Date('2026-11-29T14:05:00Z');

describe('the offline banner words', () => {
  it('says nothing online with fresh answers', () => {
    expect(offlineMessage(true, null, NOW)).toBeNull();
  });

  it('offline, names the time of the saved lists in Lagos time, and that changes cannot be saved', () => {
    expect(offlineMessage(false, '2026-11-29T13:32:10Z', NOW)).toBe(
      "You're offline. Showing what was saved at 14:32 — changes can't be saved until you're back online.",
    );
    expect(offlineMessage(false, null, NOW)).toBe("You're offline. Changes can't be saved until you're back online.");
  });

  it('online but showing a saved copy (the server was not reached): never as if fresh', () => {
    expect(offlineMessage(true, '2026-11-29T13:32:10Z', NOW)).toBe("The server can't be reached. Showing what was saved at 14:32 — changes may not be saved.");
  });

  it('adds the day when it was saved on another day', () => {
    expect(savedTime('2026-11-27T22:15:00Z', NOW)).toBe('27 Nov at 23:15');
    expect(savedTime('not a time', NOW)).toBe('');
  });
});
