// The door's journey pieces, shared by e2e/check-in.e2e.ts and the bench's
// scan timing (bench/check-in-scan.ts): an event today with a registration
// made through the API, and the check-in screen opened with an admin session.
import { randomUUID } from 'node:crypto';
import { STATE_CEILING_MS } from './state-ceiling';
import type { Page } from 'playwright-core';
import { todayInLagos } from '../contract/dates';

export type Door = { baseUrl: string; admin: string };

export async function apiJson<T>(baseUrl: string, path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...((init.headers as Record<string, string>) ?? {}) };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const res = await fetch(new URL(path, baseUrl), { ...init, headers });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function openDoorSession(baseUrl: string, username: string, password: string): Promise<Door> {
  const { token } = await apiJson<{ token: string }>(baseUrl, '/api/admin/login', { method: 'POST', body: JSON.stringify({ username, password }) });
  return { baseUrl, admin: token };
}

/**
 * A free event dated today (Lagos) with room for `seats`. Registration closes
 * when an event starts (docs/PRODUCT-RULES.md, Event lifecycle), and the
 * journeys register guests through the public API: it starts at 23:59 and
 * runs past midnight, so it takes registrations all day (not in its last minute).
 */
export async function eventToday(door: Door, title: string, seats = 50): Promise<string> {
  const body = {
    title,
    description: 'A workshop at the door test.',
    date: todayInLagos(),
    startTime: '23:59',
    endTime: '06:00',
    location: 'Lagos Hall',
    address: 'Victoria Island, Lagos',
    price: 0,
    maxParticipants: seats,
    isActive: true,
  };
  return (await apiJson<{ id: string }>(door.baseUrl, '/api/admin/events', { method: 'POST', body: JSON.stringify(body), token: door.admin })).id;
}

/** Register through the public API; answers the ticket token and the manage URL the QR holds. */
export async function registerGuest(door: Door, eventId: string, name: string): Promise<{ token: string; manageUrl: string }> {
  // Files run side by side and may register the same name in the same millisecond: the address is unique.
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}-${randomUUID().slice(0, 8)}@example.com`;
  await apiJson(door.baseUrl, '/api/register', { method: 'POST', body: JSON.stringify({ name, email, phone: '08031234567', eventId }) });
  const list = await apiJson<{ attendees: Array<{ email: string; ticketToken: string }> }>(door.baseUrl, `/api/admin/events/${eventId}/attendees`, { token: door.admin });
  const token = list.attendees.find((a) => a.email === email)!.ticketToken;
  return { token, manageUrl: new URL(`/tickets/${token}`, door.baseUrl).toString() };
}

/** The check-in screen for the event, signed in, with its list downloaded. */
export async function openCheckIn(page: Page, door: Door, eventId: string): Promise<void> {
  await page.goto(new URL('/admin-login', door.baseUrl).toString());
  await page.evaluate((token) => window.localStorage.setItem('adminToken', token), door.admin);
  await page.goto(new URL(`/admin/check-in?event=${encodeURIComponent(eventId)}`, door.baseUrl).toString());
  await page.locator('[data-counts]').waitFor();
}

export type ShownAnswer = { status: string; text: string; frameToAnswerMs: number | null };

/** Wait for the banner to show `status` (checked_in, already_checked_in, ...) and read it. */
export async function answerShown(page: Page, status: string, timeout = STATE_CEILING_MS): Promise<ShownAnswer> {
  const banner = page.locator(`[role="status"][data-status="${status}"]`);
  await banner.waitFor({ timeout });
  // The figure is written in the effect right after the render: wait for it rather than for time.
  await page.waitForFunction((s) => document.querySelector(`[data-status="${s}"]`)?.hasAttribute('data-frame-to-answer-ms') ?? false, status, { timeout: 5000 }).catch(() => undefined);
  const ms = await banner.getAttribute('data-frame-to-answer-ms');
  return { status, text: (await banner.innerText()).trim(), frameToAnswerMs: ms === null ? null : Number(ms) };
}

/** Wait for the answer after answer number `seq` (the banner's data-seq), whatever its status. */
export async function nextAnswer(page: Page, seq: number, timeout = STATE_CEILING_MS): Promise<ShownAnswer & { seq: number }> {
  const banner = page.locator(`[role="status"][data-seq="${seq + 1}"]`);
  await banner.waitFor({ timeout });
  await page.waitForFunction((n) => document.querySelector(`[data-seq="${n}"]`)?.hasAttribute('data-frame-to-answer-ms') ?? false, seq + 1, { timeout: 5000 }).catch(() => undefined);
  const ms = await banner.getAttribute('data-frame-to-answer-ms');
  return { seq: seq + 1, status: (await banner.getAttribute('data-status')) ?? '', text: (await banner.innerText()).trim(), frameToAnswerMs: ms === null ? null : Number(ms) };
}
