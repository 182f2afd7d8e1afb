// The head script (boot.ts) on a prerendered page: colour mode at once, the
// app's entry at DOMContentLoaded, the page's chunks after the first paint.
import { THEME_STORAGE_KEY } from './content/site';

function runBoot(attrs: Record<string, string>) {
  const script = document.createElement('script');
  for (const [k, v] of Object.entries(attrs)) script.setAttribute(k, v);
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules re-runs the module's top level only through a synchronous require
    require('./boot');
  });
}

const moduleScripts = () => [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('data-path-mismatch');
  localStorage.clear();
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => setTimeout(() => cb(0), 16) as unknown as number);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('applies the stored colour mode, then starts the entry at DOMContentLoaded and preloads the chunks after a frame', () => {
  localStorage.setItem(THEME_STORAGE_KEY, 'dark');
  runBoot({ 'data-path': '/', 'data-entry': '/assets/main.js', 'data-preload': '/a.js /b.js /c.js /d.js /e.js' });
  expect(document.documentElement.classList.contains('dark')).toBe(true);
  expect(moduleScripts()).toEqual([]);

  document.dispatchEvent(new Event('DOMContentLoaded'));
  expect(moduleScripts()).toEqual(['/assets/main.js']);
  expect(preloads()).toEqual([]);

  jest.runAllTimers();
  expect(preloads()).toEqual(['/a.js', '/b.js', '/c.js', '/d.js', '/e.js']);
});

test('HTML made for another path: #root hidden, the entry still starts, the other page\'s chunks are not fetched', () => {
  runBoot({ 'data-path': '/about', 'data-entry': '/assets/main.js', 'data-preload': '/about-page.js' });
  expect(document.documentElement.hasAttribute('data-path-mismatch')).toBe(true);
  document.dispatchEvent(new Event('DOMContentLoaded'));
  jest.runAllTimers();
  expect(moduleScripts()).toEqual(['/assets/main.js']);
  expect(preloads()).toEqual([]);
});
