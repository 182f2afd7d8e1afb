// esbuild plugin: rewrites `import { Box, Dialog } from '@chakra-ui/react'`
// in our sources into imports of the exact modules that define them.
// Why: with code splitting, esbuild puts every file reachable from the entry
// through the barrel into chunks the entry loads, so code only a lazy page
// uses (dialog, tabs, accordion) would be in every page's initial JS.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { barrelExports } from './barrel-direct-imports';

type Target = {
  from: string;
  /** The export's name in `from`, or '*' when the name is the module's whole namespace. */
  name: string;
};

/**
 * A name Chakra re-exports straight from Ark ('@ark-ui/react/toast'): the Ark
 * file that defines it, not Ark's index for the component, which would bring
 * the component's whole UI and state machine (createToaster is just a store).
 */
function arkFile(repo: string, spec: string, name: string): Target | undefined {
  const m = /^@ark-ui\/react\/([a-z-]+)$/.exec(spec);
  if (!m) return undefined;
  const index = path.join(repo, 'node_modules/@ark-ui/react/dist/components', m[1], 'index.js');
  if (!existsSync(index)) return undefined;
  const target = barrelExports(index).get(name);
  return target && { from: target.file, name: target.name };
}

function exportMap(repo: string): Map<string, Target> {
  const esm = path.join(repo, 'node_modules/@chakra-ui/react/dist/esm');
  const index = readFileSync(path.join(esm, 'index.js'), 'utf8');
  const resolve = (spec: string) => (spec.startsWith('.') ? path.join(esm, spec) : spec);
  const map = new Map<string, Target>();
  const namespaces = new Map<string, string>();
  for (const m of index.matchAll(/^import \* as (\S+) from '([^']+)';$/gm)) namespaces.set(m[1], resolve(m[2]));
  for (const m of index.matchAll(/^export \{ ([^}]+) \}(?: from '([^']+)')?;$/gm)) {
    for (const part of m[1].split(',')) {
      const [local, exported = local] = part.trim().split(/\s+as\s+/);
      if (m[2]) map.set(exported, arkFile(repo, m[2], local) ?? { from: resolve(m[2]), name: local });
      else if (namespaces.has(local)) map.set(exported, { from: namespaces.get(local)!, name: '*' });
    }
  }
  return map;
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@chakra-ui\/react['"];?/g;

export function chakraDirectImports(repo: string): Plugin {
  return {
    name: 'chakra-direct-imports',
    setup(build) {
      const map = exportMap(repo);
      // theme/index.js builds defaultThemeConfig (all ~75 recipes) with a
      // defineConfig() call esbuild must assume has side effects; marked pure,
      // the unused object drops out and only the recipes theme.ts picks remain.
      build.onLoad({ filter: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/ }, (args) => ({
        contents: readFileSync(args.path, 'utf8').replace(/= defineConfig\(/g, '= /* @__PURE__ */ defineConfig('),
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }));
      build.onLoad({ filter: /[\\/]frontend[\\/]src[\\/].*\.tsx?$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('@chakra-ui/react')) return undefined;
        const contents = source.replace(IMPORT, (whole, list: string) => {
          const lines: string[] = [];
          for (const raw of list.split(',')) {
            const spec = raw.trim();
            if (!spec || spec.startsWith('type ')) continue;
            const [imported, local = imported] = spec.split(/\s+as\s+/);
            const target = map.get(imported);
            if (!target) return whole; // Unknown name: leave the statement as it was.
            lines.push(
              target.name === '*'
                ? `import * as ${local} from ${JSON.stringify(target.from)};`
                : `import { ${target.name} as ${local} } from ${JSON.stringify(target.from)};`,
            );
          }
          return lines.join('\n');
        });
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}
