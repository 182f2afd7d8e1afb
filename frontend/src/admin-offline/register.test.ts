import { registerAdminServiceWorker } from './register';

test('registers nothing outside a production build (jsdom, development)', () => {
  const register = jest.fn(() => Promise.resolve());
  Object.defineProperty(window.navigator, 'serviceWorker', { configurable: true, value: { register } });
  registerAdminServiceWorker();
  expect(process.env.NODE_ENV).not.toBe('production');
  expect(register).not.toHaveBeenCalled();
});

test('in a production build, registers /admin-sw.js for the /admin scope', () => {
  const register = jest.fn(() => Promise.resolve());
  Object.defineProperty(window.navigator, 'serviceWorker', { configurable: true, value: { register } });
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    registerAdminServiceWorker();
  } finally {
    process.env.NODE_ENV = saved;
  }
  expect(register).toHaveBeenCalledWith('/admin-sw.js', { scope: '/admin' });
});
