// theme.ts ships only the recipes our components use (the rest cost ~15 KB
// gzip on every page). A Chakra component whose recipe is missing renders
// unstyled without any error, so: every Chakra component imported anywhere
// in frontend/src must be either recipe-less or have its recipe registered.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { system } from './theme';

/** Component -> the recipe key it looks up (Chakra 3.37 sources). */
const RECIPE_OF: Record<string, { key: string; slot: boolean }> = {
  Accordion: { key: 'accordion', slot: true },
  Alert: { key: 'alert', slot: true },
  Badge: { key: 'badge', slot: false },
  Button: { key: 'button', slot: false },
  IconButton: { key: 'button', slot: false },
  CloseButton: { key: 'button', slot: false },
  Card: { key: 'card', slot: true },
  Container: { key: 'container', slot: false },
  Dialog: { key: 'dialog', slot: true },
  Field: { key: 'field', slot: true },
  Heading: { key: 'heading', slot: false },
  Icon: { key: 'icon', slot: false },
  Input: { key: 'input', slot: false },
  Link: { key: 'link', slot: false },
  List: { key: 'list', slot: true },
  NativeSelect: { key: 'nativeSelect', slot: true },
  Skeleton: { key: 'skeleton', slot: false },
  Spinner: { key: 'spinner', slot: false },
  Stat: { key: 'stat', slot: true },
  Switch: { key: 'switch', slot: true },
  Table: { key: 'table', slot: true },
  Tabs: { key: 'tabs', slot: true },
  Textarea: { key: 'textarea', slot: false },
  Toast: { key: 'toast', slot: true },
  Toaster: { key: 'toast', slot: true },
  // Only components/link-button.tsx builds with it: the button recipe on a link.
  createRecipeContext: { key: 'button', slot: false },
};
/** Layout and utility exports with no recipe. */
const NO_RECIPE = new Set(
  'AspectRatio Box Center ChakraProvider Flex Grid GridItem HStack Image Portal SimpleGrid Stack Text VStack VisuallyHidden Wrap chakra createSystem createToaster defaultBaseConfig defaultConfig defaultSystem defineConfig'.split(' '),
);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

test('every Chakra component the app imports has its recipe in the system', () => {
  const used = new Set<string>();
  for (const file of sources(path.resolve(__dirname, '..'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const spec of m[1].split(',')) {
        const name = spec.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) used.add(name);
      }
    }
  }
  const missing = [...used].filter((name) => {
    if (NO_RECIPE.has(name)) return false;
    const recipe = RECIPE_OF[name];
    if (!recipe) return true; // A component this test does not know: add it to one of the lists above.
    return recipe.slot ? !system.isSlotRecipe(recipe.key) : !system.isRecipe(recipe.key);
  });
  expect(missing).toEqual([]);
});
