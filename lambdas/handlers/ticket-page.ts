// GET /tickets/{token}: the ticket page's HTML, through a Lambda because a
// static server only knows files: the page shell with 200 for a ticket (or a
// waitlist offer's link) that exists, the prerendered not-found page with 404 for any other token, so a
// wrong or tampered link is a real 404 (docs/ARCHITECTURE.md, The ticket page).
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ticketsRepo } from '../lib/db/tickets-repo';
import { waitlistRepo } from '../lib/db/waitlist-repo';
import { type Handler } from '../lib/http-core';
import { HANDLER_PAGES, sitePage } from '../lib/site-pages';

/** The files the prerender writes for the ticket page and the not-found page (frontend/src/pages/page-files.ts). */
const [TICKET_SHELL_FILE, NOT_FOUND_FILE] = HANDLER_PAGES['ticket-page'];

const TOKEN = /^[A-Za-z0-9_-]{1,100}$/;

const html = (status: number, body: string) => ({
  statusCode: status,
  // HTML is revalidated on every visit, as the static pages are; a cancelled ticket must not come back from a cache.
  headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' },
  body,
});

export const handler: Handler = async (event: APIGatewayProxyEventV2) => {
  const token = event.pathParameters?.token ?? '';
  // A waitlist offer's link is a page too: it shows the offer, or why it can no longer be claimed.
  const found = TOKEN.test(token) ? ((await ticketsRepo.find(token)) ?? (await waitlistRepo.byToken(token))) : null;
  return found ? html(200, sitePage(TICKET_SHELL_FILE)) : html(404, sitePage(NOT_FOUND_FILE));
};
