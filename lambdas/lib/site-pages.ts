// Built HTML pages a handler answers with (the ticket page): read once per
// cold start from SITE_PAGES_DIR (locally frontend/dist, set by the local
// stack) or, in a Lambda, from the bundle's own folder, where the CDK bundling
// copies them (infra/constructs/handler-bundles.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The built pages each handler answers with, by handler name: the CDK bundling copies them beside its bundle. */
export const HANDLER_PAGES: Readonly<Record<string, readonly string[]>> = {
  'ticket-page': ['tickets/_token.html', '404.html'],
};

const cache = new Map<string, string>();

export function sitePage(file: string): string {
  const dir = process.env.SITE_PAGES_DIR ?? __dirname;
  const full = path.join(dir, file);
  let html = cache.get(full);
  if (html === undefined) {
    html = readFileSync(full, 'utf8');
    cache.set(full, html);
  }
  return html;
}
