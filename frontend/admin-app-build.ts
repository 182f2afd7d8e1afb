// Build step after the prerender (called by build.ts): the admin as an
// installable app (docs/ARCHITECTURE.md, The admin as an app). Writes
// dist/admin.webmanifest (made from the public manifest) and dist/admin-sw.js,
// the service worker, with what it needs baked in: the admin pages' paths, the
// admin GETs it never stores (from the route table), the
// hashed files their shells load (saved when it installs) and a build name
// (any change to the shells, so to the code, makes a new worker file, which
// the browser then installs in place of the old one).
import { build, type Metafile } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_MANIFEST_FILE, ADMIN_SW_FILE } from './src/admin-offline/files';
import { adminManifest, type WebManifest } from './src/admin-offline/manifest';
import { neverStoredPaths } from './src/admin-offline/sw-policy';
import { ROUTES } from '../contract/routes';
import type { ShellPage } from './prerender/pages';

/** The /assets/ files an HTML file loads or preloads (its boot script, entry and modulepreloads). */
export const assetsOf = (html: string) => [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]))];

/**
 * Every file the admin can load, from the app's entry: its static and lazy
 * imports (a tab's chunk, the toasts, the charts), never entering a public
 * page's own chunk. Saved at install, so a screen opened for the first time
 * offline still has its code (a missing chunk would break the page).
 */
export function adminCodeOf(meta: Metafile, entryFile: string, publicModules: readonly string[]): string[] {
  const skip = new Set(publicModules);
  const seen = new Set<string>();
  const visit = (file: string) => {
    const output = meta.outputs[file];
    if (seen.has(file) || !output) return;
    if (output.entryPoint && skip.has(output.entryPoint)) return;
    seen.add(file);
    for (const i of output.imports) if (i.kind === 'import-statement' || i.kind === 'dynamic-import') visit(i.path);
    if (output.cssBundle) visit(output.cssBundle);
  };
  visit(entryFile);
  return [...seen];
}

/** The admin pages among the shells: the worker keeps these (a public shell, the ticket page, is none of its business). */
export const adminShells = (shells: readonly ShellPage[]) => shells.filter((shell) => shell.admin);

export type AdminAppInput = {
  root: string;
  dist: string;
  shells: readonly ShellPage[];
  /** The browser bundle's metafile, its entry, and the public pages' modules (their chunks are not the admin's). */
  metafile: Metafile;
  entryFile: string;
  publicModules: readonly string[];
  toUrl: (file: string) => string;
};

export async function buildAdminApp({ root, dist, shells: allShells, metafile, entryFile, publicModules, toUrl }: AdminAppInput) {
  const shells = adminShells(allShells);
  const site = JSON.parse(readFileSync(path.join(root, 'public/manifest.webmanifest'), 'utf8')) as WebManifest;
  writeFileSync(path.join(dist, ADMIN_MANIFEST_FILE), `${JSON.stringify(adminManifest(site), null, 2)}\n`);

  const html = shells.map((shell) => readFileSync(path.join(dist, shell.file), 'utf8'));
  const code = adminCodeOf(metafile, entryFile, publicModules).map(toUrl);
  const precache = [...new Set([...html.flatMap(assetsOf), ...code])].sort();
  const buildName = createHash('sha256').update([...html, ...precache].join('\n')).digest('hex').slice(0, 12);
  await build({
    entryPoints: [path.join(root, 'src/admin-offline/sw.ts')],
    outfile: path.join(dist, ADMIN_SW_FILE),
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020', 'chrome100', 'safari15', 'firefox100'],
    legalComments: 'none',
    logLevel: 'warning',
    define: {
      __ADMIN_SHELLS__: JSON.stringify(shells.map((shell) => shell.url)),
      __ADMIN_PRECACHE__: JSON.stringify(precache),
      __ADMIN_BUILD__: JSON.stringify(buildName),
      __ADMIN_NEVER_STORED__: JSON.stringify(neverStoredPaths(ROUTES)),
    },
  });
  return { precache: precache.length, buildName };
}
