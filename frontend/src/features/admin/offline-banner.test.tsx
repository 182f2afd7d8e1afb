import { act, render, screen } from '@testing-library/react';
import { Providers } from '../../app/providers';
import { forgetSavedAnswers, noteAnswer } from '../../lib/saved-answers';
import { OfflineBanner } from './offline-banner';

const setOnline = (online: boolean) => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};
const headers = (savedAt?: string) => new Headers(savedAt ? { 'X-From-Cache': savedAt } : {});

afterEach(() => {
  setOnline(true);
  forgetSavedAnswers();
});

test('offline, the status line says so with the time the lists were saved; back online with fresh lists it goes', () => {
  render(
    <Providers>
      <OfflineBanner />
    </Providers>,
  );
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('');

  act(() => noteAnswer('/api/admin/contacts', headers('2026-11-29T13:32:00Z')));
  setOnline(false);
  expect(status).toHaveTextContent(/^You're offline\. Showing what was saved at 14:32 — changes can't be saved until you're back online\.$/);

  // Back online: the saved copies are forgotten and fetched again (no list is mounted here), and the line goes.
  setOnline(true);
  expect(status).toHaveTextContent('');
});

test('a saved copy on screen while the browser thinks it is online is never shown as fresh', () => {
  render(
    <Providers>
      <OfflineBanner />
    </Providers>,
  );
  act(() => noteAnswer('/api/admin/registrations', headers('2026-11-29T09:05:00Z')));
  expect(screen.getByRole('status')).toHaveTextContent("The server can't be reached. Showing what was saved at 10:05");
  // The server's own answer for the same list replaces the saved one.
  act(() => noteAnswer('/api/admin/registrations', headers()));
  expect(screen.getByRole('status')).toHaveTextContent('');
});
