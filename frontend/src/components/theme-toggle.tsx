// One button that cycles light -> dark -> system; its label says the current
// choice and the next one, so it works for screen readers and keyboards.
// The three icons are all in the HTML and <html data-theme-choice> shows one
// (CSS), and lib/color-mode.ts puts the label on the button: a switch renders
// nothing here (a Chakra button's render was ~20 ms of the tap at 4x CPU).
// Before the app runs the head script answers the tap the same way.
import { memo, useSyncExternalStore } from 'react';
import { IconButton } from '@chakra-ui/react/button';
import { Monitor, Moon, Sun } from 'lucide-react';
import { COLOR_MODE_CHOICES, DEFAULT_COLOR_MODE, readColorMode, switchColorMode, themeSwitchLabel } from '../lib/color-mode';
import { EARLY_ATTRIBUTE } from '../lib/hydration-signals';

const showChosenIcon = {
  ...Object.fromEntries(
    COLOR_MODE_CHOICES.map((choice) => [`html[data-theme-choice=${choice}] & [data-icon]:not([data-icon=${choice}])`, { display: 'none' }]),
  ),
  'html:not([data-theme-choice]) & [data-icon]:not([data-icon=light])': { display: 'none' },
};

/** The label is rendered from the choice when the button mounts; a switch changes it on the DOM, not by a render. */
const noSubscription = () => () => {};

export const ThemeToggle = memo(function ThemeToggle() {
  // The prerendered HTML's label while hydrating (the head script already put the visitor's on the DOM).
  const { label, title } = themeSwitchLabel(useSyncExternalStore(noSubscription, readColorMode, () => DEFAULT_COLOR_MODE));
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={label}
      title={title}
      onClick={switchColorMode}
      {...{ [EARLY_ATTRIBUTE]: 'theme' }}
      css={showChosenIcon}
    >
      <Sun aria-hidden="true" data-icon="light" />
      <Moon aria-hidden="true" data-icon="dark" />
      <Monitor aria-hidden="true" data-icon="system" />
    </IconButton>
  );
});
