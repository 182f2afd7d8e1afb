// Colour mode: light, dark or system (default light, kept under a
// product-specific key: docs/PRODUCT-RULES.md, Theme). One module for the head
// script (boot.ts, before the app runs) and the app. Chakra v3's _dark
// condition keys off the `dark` class on <html>, so applying the mode is one
// class swap; the theme switch's icon follows <html data-theme-choice> in CSS
// and its label is set here, on the DOM, so a switch renders nothing in React
// (components/theme-toggle.tsx).
import { THEME_STORAGE_KEY } from '../content/site';
import { EARLY_ATTRIBUTE } from './hydration-signals';

export type ColorModeChoice = 'light' | 'dark' | 'system';
export const COLOR_MODE_CHOICES: readonly ColorModeChoice[] = ['light', 'dark', 'system'];
export const DEFAULT_COLOR_MODE: ColorModeChoice = 'light';
const LABEL: Record<ColorModeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' };

export function readColorMode(): ColorModeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return (COLOR_MODE_CHOICES as readonly string[]).includes(stored ?? '') ? (stored as ColorModeChoice) : DEFAULT_COLOR_MODE;
  } catch {
    return DEFAULT_COLOR_MODE;
  }
}

export const nextColorMode = (choice: ColorModeChoice): ColorModeChoice =>
  COLOR_MODE_CHOICES[(COLOR_MODE_CHOICES.indexOf(choice) + 1) % COLOR_MODE_CHOICES.length];

/** The theme switch's accessible name and title for the current choice (it names the next one too). */
export function themeSwitchLabel(choice: ColorModeChoice): { label: string; title: string } {
  return { label: `Theme: ${LABEL[choice]}. Switch to ${LABEL[nextColorMode(choice)]}`, title: `Theme: ${LABEL[choice]}` };
}

const systemQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null);

/** Puts the mode on <html> (class, color-scheme, data-theme, data-theme-choice) and the choice on every theme switch's label. */
export function applyColorMode(choice: ColorModeChoice = readColorMode()) {
  const resolved = choice === 'dark' || (choice === 'system' && systemQuery()?.matches) ? 'dark' : 'light';
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
  root.dataset.theme = resolved;
  root.dataset.themeChoice = choice;
  const { label, title } = themeSwitchLabel(choice);
  for (const button of Array.from(document.querySelectorAll<HTMLElement>(`[${EARLY_ATTRIBUTE}="theme"]`))) {
    button.setAttribute('aria-label', label);
    button.title = title;
  }
}

/** The theme switch's tap: light -> dark -> system, remembered. */
export function switchColorMode() {
  const choice = nextColorMode(readColorMode());
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private mode: the choice lasts for this page view only.
  }
  applyColorMode(choice);
}

/** With 'system' chosen, the page follows the device's setting as it changes (the app calls this once). */
export function followSystemColorMode() {
  systemQuery()?.addEventListener?.('change', () => {
    if (readColorMode() === 'system') applyColorMode('system');
  });
}
