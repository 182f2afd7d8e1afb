// Which route a URL lands on, as a short stable key ('/', 'about', '*'): the
// prerender stamps it on #root and the browser compares it with its own match
// to decide between hydrating the static HTML and rendering from scratch
// (a fallback served another route's HTML, e.g. index.html for /admin).
type Match = { route: { index?: boolean; path?: string } };

export function routeKey(matches: readonly Match[] | null | undefined): string | null {
  const leaf = matches?.[matches.length - 1]?.route;
  if (!leaf) return null;
  return leaf.index ? '/' : (leaf.path ?? null);
}
