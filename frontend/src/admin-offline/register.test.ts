import { registerAdminServiceWorker } from './register';

test('registers nothing outside a production build (jsdom, development)', () => {
  const register = jest.fn(() => Promise.resolve());
  Object.defineProperty(window.navigator, 'serviceWorker', { configurable: true, value: { register } });
  registerAdminServiceWorker();
  expect(process.env.NODE_ENV).not.toBe('production');
  expect(register).not.toHaveBeenCalled();
});

test('in a production build, registers /admin-sw.js for the /admin scope once the page has loaded and the browser is idle', () => {
  jest.useFakeTimers();
  const register = jest.fn(() => Promise.resolve());
  Object.defineProperty(window.navigator, 'serviceWorker', { configurable: true, value: { register } });
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    registerAdminServiceWorker();
    // Not in the admin screen's own start: its install downloads all the admin's code.
    expect(register).not.toHaveBeenCalled();
    jest.runAllTimers();
  } finally {
    process.env.NODE_ENV = saved;
    jest.useRealTimers();
  }
  expect(register).toHaveBeenCalledWith('/admin-sw.js', { scope: '/admin' });
});
