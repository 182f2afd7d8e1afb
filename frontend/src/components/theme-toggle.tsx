// One button that cycles light -> dark -> system; its label says the current
// choice and the next one, so it works for screen readers and keyboards.
import { IconButton } from '@chakra-ui/react/button';
import { Monitor, Moon, Sun } from 'lucide-react';
import { COLOR_MODE_CHOICES, useColorMode, type ColorModeChoice } from '../lib/color-mode';

const LABEL: Record<ColorModeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const ICON = { light: Sun, dark: Moon, system: Monitor };

export function ThemeToggle() {
  const { choice, setColorMode } = useColorMode();
  const next = COLOR_MODE_CHOICES[(COLOR_MODE_CHOICES.indexOf(choice) + 1) % COLOR_MODE_CHOICES.length];
  const Icon = ICON[choice];
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={`Theme: ${LABEL[choice]}. Switch to ${LABEL[next]}`}
      title={`Theme: ${LABEL[choice]}`}
      onClick={() => setColorMode(next)}
    >
      <Icon aria-hidden="true" />
    </IconButton>
  );
}
