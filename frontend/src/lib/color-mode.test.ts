// The colour mode as a visitor meets it (docs/PRODUCT-RULES.md, Theme): light
// by default, the switch cycles light -> dark -> system and is remembered, its
// label names the current and next choice, and 'system' follows the device's
// setting as it changes.
import { THEME_STORAGE_KEY } from '../content/site';
import { applyColorMode, followSystemColorMode, switchColorMode } from './color-mode';
import { EARLY_ATTRIBUTE } from './hydration-signals';

let deviceDark = false;
const deviceListeners: (() => void)[] = [];
function setDeviceDark(dark: boolean) {
  deviceDark = dark;
  deviceListeners.forEach((listener) => listener());
}

beforeAll(() => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      get matches() {
        return query === '(prefers-color-scheme: dark)' && deviceDark;
      },
      addEventListener: (_type: string, listener: () => void) => deviceListeners.push(listener),
    }),
  });
  followSystemColorMode();
});
beforeEach(() => {
  localStorage.clear();
  deviceDark = false;
  document.body.innerHTML = `<button ${EARLY_ATTRIBUTE}="theme"></button><button ${EARLY_ATTRIBUTE}="theme"></button>`;
});

const root = document.documentElement;
const labels = () => Array.from(document.querySelectorAll('button')).map((b) => [b.getAttribute('aria-label'), b.title]);

test('light by default, on <html> and on every theme switch', () => {
  applyColorMode();
  expect(root).toHaveClass('light');
  expect(root.style.colorScheme).toBe('light');
  expect(root.dataset.themeChoice).toBe('light');
  expect(labels()).toEqual([
    ['Theme: Light. Switch to Dark', 'Theme: Light'],
    ['Theme: Light. Switch to Dark', 'Theme: Light'],
  ]);
});

test('the switch cycles light, dark and system, remembered under harmony-theme', () => {
  applyColorMode();
  switchColorMode();
  expect(root).toHaveClass('dark');
  expect(root).not.toHaveClass('light');
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  expect(labels()[0]).toEqual(['Theme: Dark. Switch to System', 'Theme: Dark']);
  switchColorMode();
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
  expect(labels()[1]).toEqual(['Theme: System. Switch to Light', 'Theme: System']);
  switchColorMode();
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  expect(root).toHaveClass('light');
});

test("'system' follows the device's setting as it changes; a fixed choice does not", () => {
  localStorage.setItem(THEME_STORAGE_KEY, 'system');
  applyColorMode();
  expect(root).toHaveClass('light');
  setDeviceDark(true);
  expect(root).toHaveClass('dark');
  expect(root.dataset.themeChoice).toBe('system');
  localStorage.setItem(THEME_STORAGE_KEY, 'light');
  applyColorMode();
  setDeviceDark(true);
  expect(root).toHaveClass('light');
});

test('a stored value that is not a choice counts as the default', () => {
  localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
  applyColorMode();
  expect(root).toHaveClass('light');
  expect(root.dataset.themeChoice).toBe('light');
});
