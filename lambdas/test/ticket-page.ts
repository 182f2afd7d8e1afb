// The ticket page's HTML handler in tests (lambdas/handlers/ticket-page.ts): stand-in built pages in a
// folder of their own ('Your Ticket' for the shell, 'Page Not Found' for the 404), and a call by token.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { handler as ticketPage } from '../handlers/ticket-page';
import { apiEvent, findRoute } from './harness';

/** Call in a describe (or at file level): SITE_PAGES_DIR points at the stand-in pages while it runs. */
export function useTicketPageFiles(): void {
  beforeAll(() => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-pages-'));
    mkdirSync(path.join(dir, 'tickets'));
    writeFileSync(path.join(dir, 'tickets', '_token.html'), '<!doctype html><title>Your Ticket</title>');
    writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Page Not Found</title>');
    process.env.SITE_PAGES_DIR = dir;
  });
  afterAll(() => delete process.env.SITE_PAGES_DIR);
}

/** GET /tickets/{token} through the handler. */
export function ticketPageFor(token: string) {
  const { route, params } = findRoute('GET', `/tickets/${token}`);
  return ticketPage(apiEvent(route, `/tickets/${token}`, params));
}
