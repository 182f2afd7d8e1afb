// esbuild plugin for the browser build: points a few imports INSIDE Chakra's
// and Ark's own files at narrower entry points (published ones where the
// package has them, else the one file that defines the helper), and lets
// esbuild drop Chakra's unused full theme.
// Why: esbuild splits code by file, and every file a chunk reaches through an
// index ('@ark-ui/react', '@zag-js/dialog', ...) goes into a chunk the entry
// loads, even when only a lazy page runs it. Chakra's Button imports one
// helper from Ark's root index, and the recipes' part names (anatomy) come
// through component indexes, so without this every page's first download
// would carry the dialog, tabs and toast state machines and the focus trap.
// Our own sources need no help: they import Chakra's per-component subpaths
// ('@chakra-ui/react/button').
// Only where an import resolves changes, never the imported names: if a
// target stops exporting a name or a file goes, the build fails instead of
// bundling more.
// narrow-chakra-imports.test.ts fails when a rule stops matching.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';

const sep = '[\\\\/]';
/** Ark's anatomy files ('dialog.anatomy.js') need only zag's anatomy, which zag publishes on its own. */
const ARK_ANATOMY_FILE = new RegExp(`${sep}@ark-ui${sep}react${sep}dist${sep}components${sep}.+\\.anatomy\\.js$`);
/** Chakra's anatomy.js takes every component's anatomy from Ark: Ark publishes them all in '@ark-ui/react/anatomy'. */
const CHAKRA_ANATOMY_FILE = new RegExp(`${sep}@chakra-ui${sep}react${sep}dist${sep}esm${sep}anatomy\\.js$`);
/**
 * Chakra's components take one helper (dataAttr) from Ark's root index. Ark
 * publishes it in '@ark-ui/react/utils', an index too (context and prop
 * merging helpers, ~2 KB more in the entry): the file beside it that defines
 * dataAttr is enough.
 */
const CHAKRA_COMPONENT_FILE = new RegExp(`${sep}@chakra-ui${sep}react${sep}dist${sep}esm${sep}components${sep}`);
/** Ark's dataAttr comes from zag's dom-query, which publishes only an index: the file beside it that defines it. */
const ARK_ATTR_FILE = new RegExp(`${sep}@ark-ui${sep}react${sep}dist${sep}utils${sep}attr\\.js$`);
const ZAG_HELPER_FILE: Record<string, string> = { '@zag-js/dom-query': 'shared.mjs' };
/** theme/index.js builds defaultThemeConfig (all ~75 recipes) with a call esbuild must assume has side effects. */
const CHAKRA_THEME_INDEX = new RegExp(`${sep}@chakra-ui${sep}react${sep}dist${sep}esm${sep}theme${sep}index\\.js$`);

export type NarrowingCounts = { zagAnatomy: number; arkAnatomy: number; arkUtils: number; zagHelper: number; pureTheme: number };
export const emptyCounts = (): NarrowingCounts => ({ zagAnatomy: 0, arkAnatomy: 0, arkUtils: 0, zagHelper: 0, pureTheme: 0 });

/** Where to send `spec` when `importer` asks for it; undefined: resolve as usual. */
export function narrowTarget(spec: string, importer: string): { to: string; rule: keyof NarrowingCounts; file?: string } | undefined {
  const zag = /^@zag-js\/([a-z-]+)$/.exec(spec);
  if (zag && zag[1] !== 'anatomy' && ARK_ANATOMY_FILE.test(importer)) return { to: `${spec}/anatomy`, rule: 'zagAnatomy' };
  if (/^@ark-ui\/react(\/[a-z-]+)?$/.test(spec) && spec !== '@ark-ui/react/anatomy' && CHAKRA_ANATOMY_FILE.test(importer)) {
    return { to: '@ark-ui/react/anatomy', rule: 'arkAnatomy' };
  }
  if (spec === '@ark-ui/react' && CHAKRA_COMPONENT_FILE.test(importer)) return { to: '@ark-ui/react/utils', rule: 'arkUtils', file: 'attr.js' };
  if (ZAG_HELPER_FILE[spec] && ARK_ATTR_FILE.test(importer)) return { to: spec, rule: 'zagHelper', file: ZAG_HELPER_FILE[spec] };
  return undefined;
}

const SELF = Symbol('narrow-chakra-imports');

/** `counts` (optional) is filled as the build goes: how often each rule applied. */
export function narrowChakraImports(counts?: NarrowingCounts): Plugin {
  return {
    name: 'narrow-chakra-imports',
    setup(build) {
      build.onResolve({ filter: /^@(zag-js|ark-ui)\// }, async (args) => {
        if (args.pluginData === SELF) return undefined; // our own lookup below
        const target = narrowTarget(args.path, args.importer);
        if (!target) return undefined;
        // Resolved by esbuild as usual (package.json "exports"). A few zag
        // packages publish no anatomy of their own (date-input): those keep
        // their index, harmless while nothing uses their component.
        const resolved = await build.resolve(target.to, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: SELF });
        if (resolved.errors.length) {
          if (target.rule === 'zagAnatomy') return undefined;
          return { errors: resolved.errors };
        }
        let file = resolved.path;
        if (target.file) {
          // Not a published entry point: if the file goes, the build stops here.
          file = path.join(path.dirname(resolved.path), target.file);
          if (!existsSync(file)) return { errors: [{ text: `${target.file} is gone from ${target.to}: update narrow-chakra-imports.ts` }] };
        }
        if (counts) counts[target.rule]++;
        return { path: file, sideEffects: resolved.sideEffects };
      });
      // Marked pure, the unused defaultThemeConfig drops out and only the
      // recipes theme.ts picks remain.
      build.onLoad({ filter: CHAKRA_THEME_INDEX }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        const contents = source.replace(/= defineConfig\(/g, '= /* @__PURE__ */ defineConfig(');
        if (counts && contents !== source) counts.pureTheme++;
        return { contents, loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}
