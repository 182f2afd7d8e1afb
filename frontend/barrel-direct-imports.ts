// esbuild plugin for the browser build: inside Chakra UI's and Ark UI's own
// files, rewrites named imports from a package's index ('@ark-ui/react',
// '@ark-ui/react/accordion', '@zag-js/tabs', ...) into imports of the files
// that define those names.
// Why: esbuild splits code by file, and a file reached from the entry through
// any index goes into a chunk the entry loads. Chakra's recipes need only the
// anatomy (part names) of accordion, dialog, tabs, toast..., but reaching it
// through the index pulled their state machines, focus trap and dismissable
// layer (~80 KB) into every page's first download, although only the pages
// that use those components run them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, PluginBuild } from 'esbuild';

type Target = { file: string; name: string };

const BARREL = /^(@ark-ui\/react(\/[a-z-]+)?|@zag-js\/[a-z-]+)$/;
const NAMED = /(import|export)\s*\{([^}]*)\}\s*from\s*(['"])([^'"]+)\3;?/g;
const NAMESPACE = /import\s*\*\s*as\s+([\w$]+)\s+from\s*(['"])([^'"]+)\2;?/g;

/** What an index file re-exports by name: exported name -> defining file and its name there. */
export function barrelExports(file: string): Map<string, Target> {
  const source = readFileSync(file, 'utf8');
  const dir = path.dirname(file);
  const local = new Map<string, Target>();
  const map = new Map<string, Target>();
  const pairs = (list: string) =>
    list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => {
        const [from, as = from] = s.split(/\s+as\s+/);
        return [from, as] as const;
      });
  for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)";/g)) {
    for (const [from, as] of pairs(m[1])) local.set(as, { file: path.join(dir, m[2]), name: from });
  }
  for (const m of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)";/g)) {
    for (const [from, as] of pairs(m[1])) map.set(as, { file: path.join(dir, m[2]), name: from });
  }
  for (const m of source.matchAll(/export\s*\{([^}]*)\};/g)) {
    for (const [from, as] of pairs(m[1])) {
      const target = local.get(from);
      if (target) map.set(as, target);
    }
  }
  return map;
}

async function rewrite(build: PluginBuild, file: string, cache: Map<string, Map<string, Target>>): Promise<string | undefined> {
  const source = readFileSync(file, 'utf8');
  const exportsOf = async (spec: string) => {
    if (!BARREL.test(spec)) return undefined;
    const resolved = await build.resolve(spec, { kind: 'import-statement', resolveDir: path.dirname(file) });
    if (resolved.errors.length || !resolved.path) return undefined;
    if (!cache.has(resolved.path)) cache.set(resolved.path, barrelExports(resolved.path));
    return cache.get(resolved.path)!;
  };
  let out = source;
  // import { a, b as c } from 'barrel'  /  export { a, b as c } from 'barrel'
  for (const [whole, keyword, list, , spec] of source.matchAll(NAMED)) {
    const exports = await exportsOf(spec);
    if (!exports) continue;
    const lines: string[] = [];
    let complete = true;
    for (const raw of list.split(',')) {
      const part = raw.trim();
      if (!part) continue;
      const [imported, as = imported] = part.split(/\s+as\s+/);
      const target = exports.get(imported);
      if (!target) {
        complete = false; // Not a plain re-export: keep the statement as it was.
        break;
      }
      lines.push(`${keyword} { ${target.name} as ${as} } from ${JSON.stringify(target.file)};`);
    }
    if (complete) out = out.replace(whole, () => lines.join('\n'));
  }
  // import * as ns from 'barrel', used only as ns.name: one named import per name.
  for (const [whole, ns, , spec] of source.matchAll(NAMESPACE)) {
    const exports = await exportsOf(spec);
    if (!exports) continue;
    const rest = out.replace(whole, () => '');
    const uses = [...rest.matchAll(new RegExp(`(?<![\\w$./])${ns.replace(/\$/g, '\\$')}(?![\\w$])(\\.([\\w$]+))?`, 'g'))];
    if (!uses.length || uses.some((u) => !u[2] || !exports.has(u[2]))) continue;
    const names = [...new Set(uses.map((u) => u[2]))];
    const alias = (name: string) => `${ns}$$${name}`;
    const lines = names.map((n) => `import { ${exports.get(n)!.name} as ${alias(n)} } from ${JSON.stringify(exports.get(n)!.file)};`);
    out = out.replace(whole, () => lines.join('\n'));
    for (const n of names) out = out.replace(new RegExp(`(?<![\\w$./])${ns.replace(/\$/g, '\\$')}\\.${n.replace(/\$/g, '\\$')}(?![\\w$])`, 'g'), () => alias(n));
  }
  return out === source ? undefined : out;
}

export function barrelDirectImports(): Plugin {
  return {
    name: 'barrel-direct-imports',
    setup(build) {
      const cache = new Map<string, Map<string, Target>>();
      build.onLoad({ filter: /[\\/]node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm|@ark-ui[\\/]react[\\/]dist)[\\/].*\.js$/ }, async (args) => {
        const contents = await rewrite(build, args.path, cache);
        return contents === undefined ? undefined : { contents, loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}
