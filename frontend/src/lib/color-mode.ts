// Colour mode without a provider: light, dark or system (default light, kept
// under a product-specific key: docs/PRODUCT-RULES.md, Theme). Chakra v3's _dark condition keys
// off the `dark` class on <html>, so applying the mode is one class swap.
import { useCallback, useSyncExternalStore } from 'react';
import { site } from '../content/site';

export type ColorModeChoice = 'light' | 'dark' | 'system';
export type ResolvedColorMode = 'light' | 'dark';
export const COLOR_MODE_CHOICES: readonly ColorModeChoice[] = ['light', 'dark', 'system'];
const DEFAULT_CHOICE: ColorModeChoice = 'light';

const listeners = new Set<() => void>();

function readChoice(): ColorModeChoice {
  try {
    const stored = localStorage.getItem(site.themeStorageKey);
    return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : DEFAULT_CHOICE;
  } catch {
    return DEFAULT_CHOICE;
  }
}

const systemQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null);

export function resolveColorMode(choice: ColorModeChoice): ResolvedColorMode {
  if (choice !== 'system') return choice;
  return systemQuery()?.matches ? 'dark' : 'light';
}

/** Put the class and color-scheme on <html>; called before the first render too. */
export function applyColorMode(choice: ColorModeChoice = readChoice()) {
  const resolved = resolveColorMode(choice);
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
  root.dataset.theme = resolved;
  // Which icon the theme switch shows (components/theme-toggle.tsx).
  root.dataset.themeChoice = choice;
}

export function setColorMode(choice: ColorModeChoice) {
  try {
    localStorage.setItem(site.themeStorageKey, choice);
  } catch {
    // Private mode: the choice lasts for this page view only.
  }
  applyColorMode(choice);
  listeners.forEach((l) => l());
}

let watchingSystem = false;
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!watchingSystem) {
    watchingSystem = true;
    systemQuery()?.addEventListener?.('change', () => {
      if (readChoice() === 'system') {
        applyColorMode('system');
        listeners.forEach((l) => l());
      }
    });
  }
  return () => listeners.delete(listener);
}

const snapshot = () => `${readChoice()}:${resolveColorMode(readChoice())}`;

export function useColorMode() {
  const value = useSyncExternalStore(subscribe, snapshot, () => `${DEFAULT_CHOICE}:light`);
  const [choice, resolved] = value.split(':') as [ColorModeChoice, ResolvedColorMode];
  const set = useCallback((next: ColorModeChoice) => setColorMode(next), []);
  return { choice, resolved, setColorMode: set };
}
