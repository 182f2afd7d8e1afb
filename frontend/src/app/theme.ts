// The Chakra system: a royal-purple brand with a warm gold accent. Every text
// pairing below was chosen for WCAG AA contrast in both colour modes.
//
// Built from defaultBaseConfig plus only the recipes our components use:
// defaultConfig carries all ~75 recipes (~114 KB minified) into every page's
// first download. A component whose recipe is missing renders unstyled, so a
// new Chakra component means adding its recipe below (theme.test.ts checks the
// ones in use).
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig } from '@chakra-ui/react/styled-system';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss as chakraGlobalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/** Recipe keys (as the components look them up) -> recipe. */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};
/**
 * Chakra's stat value sets `font-feature-settings: pnum`: invalid CSS (the
 * feature tag must be a quoted string), which browsers drop and the HTML
 * checker reports. The quoted tag is what it means; font-variant-numeric
 * beside it already asks for the same numerals, so nothing looks different.
 */
const statRecipe = {
  ...statSlotRecipe,
  base: { ...statSlotRecipe.base, valueText: { ...statSlotRecipe.base?.valueText, fontFeatureSettings: '"pnum"' } },
};

export const slotRecipes = {
  accordion: accordionSlotRecipe,
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  stat: statRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

/**
 * Chakra's colour palettes that nothing here uses: no component, no recipe we
 * register (alerts and toasts use blue, orange, green and red) and no page.
 * Each palette is ~35 CSS variables the system computes at start-up (on a
 * slow phone the system is the largest single piece of start-up work) and
 * every prerendered page carries in its first-paint CSS.
 */
export const UNUSED_PALETTES = ['teal', 'cyan', 'pink', 'yellow'] as const;
const withoutUnusedPalettes = <T extends { colors?: object }>(group: T): T => ({
  ...group,
  colors: Object.fromEntries(
    Object.entries(group.colors ?? {}).filter(([name]) => !(UNUSED_PALETTES as readonly string[]).includes(name)),
  ),
});

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: chakraGlobalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: withoutUnusedPalettes(tokens),
    semanticTokens: withoutUnusedPalettes(semanticTokens),
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** See the global CSS below: styled, laid out and painted only near the screen. */
const renderedNearTheScreen = { contentVisibility: 'auto', containIntrinsicSize: 'auto 600px' } as const;

const config = defineConfig({
  // Colours change at once, never in a 200 ms fade. A section below the fold
  // keeps the style it had when it was last on screen (see the
  // content-visibility rule below): after a theme switch its buttons and links
  // would fade from the old theme's colours while the visitor scrolls to them.
  // An instant hover colour is also less work for a slow phone.
  utilities: {
    transitionProperty: {
      values: { common: 'opacity, box-shadow, translate, transform' },
    },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#f5f1ff' },
          100: { value: '#ebe3ff' },
          200: { value: '#d6c8ff' },
          300: { value: '#b8a0ff' },
          400: { value: '#9a74f7' },
          500: { value: '#7c4ddf' },
          600: { value: '#6437c4' },
          700: { value: '#502ba0' },
          800: { value: '#3d2279' },
          900: { value: '#2a1853' },
          950: { value: '#1a0f35' },
        },
        gold: {
          50: { value: '#fff9eb' },
          100: { value: '#fdefc7' },
          200: { value: '#fbde8a' },
          300: { value: '#f8c84d' },
          400: { value: '#f5b324' },
          500: { value: '#e0930b' },
          600: { value: '#b86e07' },
          700: { value: '#8f4f0a' },
          800: { value: '#733f0f' },
          900: { value: '#5f3410' },
          950: { value: '#371a04' },
        },
      },
      fonts: {
        heading: { value: "'Georgia', 'Iowan Old Style', 'Palatino Linotype', serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
          border: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.700}' } },
        },
        // Chakra's green.solid (green.600, #16a34a) under white text is 3.3:1,
        // below AA's 4.5:1 (the admin's Check-in button, paid badges, the ticket's
        // state): one step darker is 6.6:1 in both modes.
        green: {
          solid: { value: '{colors.green.700}' },
        },
        // The same for orange in light mode (orange.600 under white is 3.6:1: the
        // door's amber "already checked in" banner); dark mode puts black on orange.500.
        orange: {
          solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } },
        },
        gold: {
          solid: { value: '{colors.gold.400}' },
          contrast: { value: '{colors.gold.950}' },
          fg: { value: { _light: '{colors.gold.700}', _dark: '{colors.gold.300}' } },
          muted: { value: { _light: '{colors.gold.100}', _dark: '{colors.gold.900}' } },
          subtle: { value: { _light: '{colors.gold.50}', _dark: '{colors.gold.950}' } },
          emphasized: { value: { _light: '{colors.gold.200}', _dark: '{colors.gold.800}' } },
          focusRing: { value: '{colors.gold.500}' },
          border: { value: { _light: '{colors.gold.300}', _dark: '{colors.gold.700}' } },
        },
      },
    },
  },
  globalCss: {
    html: { scrollPaddingTop: '80px' },
    body: { overflowX: 'hidden' },
    // An open lightbox or popup (a <dialog aria-modal>, opened by the app or the head script before it): the page stays put.
    'html:has(dialog[open][aria-modal=true]) body': { overflow: 'hidden' },
    'a:focus-visible, button:focus-visible, [role="button"]:focus-visible, summary:focus-visible': {
      outline: '3px solid',
      outlineColor: 'brand.focusRing',
      outlineOffset: '2px',
    },
    img: { maxWidth: '100%', height: 'auto' },
    // The browser styles, lays out and paints a section only near the screen.
    // A theme switch restyles every element the page has on screen (Chakra's
    // colours are CSS variables on <html>); on a slow phone that was ~0.5 ms
    // per element, 551 of them on the home page. The first section is never
    // skipped (it holds the largest paint), nor a dialog, nor a section that
    // holds one (the gallery's lightbox): the containment that skipping needs
    // makes a section the box of its fixed-position children, and the
    // lightbox, opened with show(), not in the top layer, covered the section
    // (a page long, from its top) instead of the screen.
    // 'auto 600px': a section not yet seen counts as 600 px tall; once seen,
    // its own height is remembered.
    '#main > :not(:first-child, dialog, :has(dialog))': renderedNearTheScreen,
    // Nor the footer of a page whose Register Now buttons jump down to the
    // registration section (the page's last, on /events): the footer coming
    // into view was styled, laid out and painted inside that tap (100 ms at
    // 4x CPU). Kept rendered on an event page, whose form is in place, it
    // slowed that page's taps instead (an empty submit 118 -> 211 ms).
    '#main:not(:has([data-early="register"])) + footer': renderedNearTheScreen,
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
