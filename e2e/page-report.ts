// What the pages a failed test left open were showing (failure-environment.ts
// adds it to the failure). browser.ts keeps every browser it launched, until it
// closes, in a set on the test's global object, where the environment finds it.
import type { BrowserContext, Page } from 'playwright-core';

export const OPEN_BROWSERS = '__e2eOpenBrowsers';
export type OpenBrowsers = Set<{ context: BrowserContext; errors: string[] }>;

/** A page that does not answer within this is reported as not answering (a hung renderer). */
const PAGE_ANSWER_MS = 5_000;

/** Path and the query's names only: a link's token never reaches a log. */
function placeOf(url: string): string {
  try {
    const { pathname, searchParams } = new URL(url);
    const names = [...new Set(searchParams.keys())];
    return names.length ? `${pathname}?${names.join('&')}` : pathname;
  } catch {
    return '(no address)';
  }
}

type Seen = { headings: string[]; dialogs: string[]; alerts: string[]; tabs: string[]; focused: string };

function whatItShows(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
    const all = (selector: string) => Array.from(document.querySelectorAll(selector)).filter(shown);
    const active = document.activeElement;
    return {
      headings: all('h1, h2, h3').map(text),
      dialogs: all('[role=dialog], [role=alertdialog]').map((d) => text(d.querySelector('h1, h2, h3')) || '(no heading)'),
      alerts: all('[role=alert], [role=status]').map(text).filter(Boolean),
      tabs: all('[role=tab][aria-selected=true]').map(text),
      focused: active && active !== document.body ? `${active.tagName.toLowerCase()} "${text(active) || active.getAttribute('aria-label') || ''}"` : 'body',
    };
  });
}

async function describePage(page: Page, index: number): Promise<string> {
  const head = `  page ${index + 1}: ${placeOf(page.url())}`;
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(resolve, PAGE_ANSWER_MS, 'timeout').unref());
  const seen = await Promise.race([whatItShows(page), timeout]).catch((error: unknown) => `could not be read (${String(error).split('\n')[0]})`);
  if (seen === 'timeout') return `${head}\n    did not answer within ${PAGE_ANSWER_MS / 1000} s`;
  if (typeof seen === 'string') return `${head}\n    ${seen}`;
  const line = (name: string, items: string[]) => `    ${name}: ${items.length ? items.map((i) => `"${i}"`).join(', ') : 'none'}`;
  return [head, line('headings', seen.headings), line('dialogs', seen.dialogs), line('alerts', seen.alerts), line('selected tabs', seen.tabs), `    focus: ${seen.focused}`].join('\n');
}

/** Every open browser's pages, and the errors each browser's pages reported. */
export async function describeOpenBrowsers(open: OpenBrowsers): Promise<string> {
  const parts: string[] = [];
  let browser = 0;
  for (const { context, errors } of open) {
    browser++;
    const pages = await Promise.all(context.pages().map(describePage));
    const errorLines = errors.length ? errors.slice(-5).map((e) => `    ${e.split('\n')[0].slice(0, 200)}`) : ['    none'];
    parts.push([`browser ${browser}:`, ...pages, '  page errors (last 5):', ...errorLines].join('\n'));
  }
  return `What the open pages showed when it failed:\n${parts.join('\n')}`;
}
