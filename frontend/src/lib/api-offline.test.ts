import { OFFLINE_MESSAGES, api } from './api';
import { errorMessage } from './api-error';

const offline = (value: boolean) => Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => !value });

afterEach(() => {
  offline(false);
  jest.restoreAllMocks();
});

test('a save made offline fails with words that say nothing was saved and what was typed is still there', async () => {
  jest.spyOn(global, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  offline(true);
  const saving = api.call('adminUpdateNotificationSettings', { body: { email: 'a@b.c', digest: false } as never, token: 't' });
  await expect(saving).rejects.toMatchObject({ status: 0 });
  expect(errorMessage(await saving.catch((e: unknown) => e), 'Could not save.')).toBe(OFFLINE_MESSAGES.write);
  const reading = api.call('adminGetCounts', { token: 't' });
  expect(errorMessage(await reading.catch((e: unknown) => e), 'Could not load.')).toBe(OFFLINE_MESSAGES.read);
});

test('online, a failed request is the browser’s own error, as before', async () => {
  jest.spyOn(global, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(api.call('adminGetCounts', { token: 't' })).rejects.toThrow(TypeError);
});
