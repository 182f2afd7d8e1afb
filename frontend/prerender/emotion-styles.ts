// The CSS a prerendered page needs, as <style> tags for its <head>: what
// @emotion/server's extractCriticalToChunks does, in a few lines (no extra
// package). The server cache runs in compat mode, so emotion keeps every
// rule in cache.inserted instead of writing <style> tags into the markup.
// The tags use emotion's own data-emotion format, so the browser's default
// cache (key 'css') adopts them on start-up and inserts nothing twice, and
// Chakra's <Global> styles find their tag by name.
import type { EmotionCache } from '@emotion/cache';

export type StyleChunk = { key: string; ids: string[]; css: string };

export function criticalStyles(cache: EmotionCache, html: string): StyleChunk[] {
  const used = new Set<string>();
  for (const m of html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))) used.add(m[1]);
  const globals: StyleChunk[] = [];
  const regular: StyleChunk = { key: cache.key, ids: [], css: '' };
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    const isClass = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (!isClass) globals.push({ key: `${cache.key}-global`, ids: [id], css });
    else if (used.has(id)) {
      regular.ids.push(id);
      regular.css += css;
    }
  }
  return [...globals, regular];
}

/** Closing-tag safe: CSS never legitimately contains '</style'. */
export const styleTags = (chunks: StyleChunk[]) =>
  chunks
    .filter((c) => c.css)
    .map((c) => `<style data-emotion="${c.key} ${c.ids.join(' ')}">${c.css.replace(/<\/style/gi, '<\\/style')}</style>`)
    .join('');
