// One button that cycles light -> dark -> system; its label says the current
// choice and the next one, so it works for screen readers and keyboards.
// Before the app runs the head script switches it (boot/enhance.ts): the three
// icons are all in the HTML and <html data-theme-choice> shows one.
import { IconButton } from '@chakra-ui/react/button';
import { Monitor, Moon, Sun } from 'lucide-react';
import { COLOR_MODE_CHOICES, useColorMode, type ColorModeChoice } from '../lib/color-mode';
import { EARLY_ATTRIBUTE } from '../lib/hydration-signals';

const LABEL: Record<ColorModeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' };

const showChosenIcon = Object.fromEntries(
  COLOR_MODE_CHOICES.map((choice) => [`html[data-theme-choice=${choice}] & [data-icon]:not([data-icon=${choice}])`, { display: 'none' }]),
);

export function ThemeToggle() {
  const { choice, setColorMode } = useColorMode();
  const next = COLOR_MODE_CHOICES[(COLOR_MODE_CHOICES.indexOf(choice) + 1) % COLOR_MODE_CHOICES.length];
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={`Theme: ${LABEL[choice]}. Switch to ${LABEL[next]}`}
      title={`Theme: ${LABEL[choice]}`}
      onClick={() => setColorMode(next)}
      {...{ [EARLY_ATTRIBUTE]: 'theme' }}
      css={{ ...showChosenIcon, 'html:not([data-theme-choice]) & [data-icon]:not([data-icon=light])': { display: 'none' } }}
    >
      <Sun aria-hidden="true" data-icon="light" />
      <Moon aria-hidden="true" data-icon="dark" />
      <Monitor aria-hidden="true" data-icon="system" />
    </IconButton>
  );
}
