// Published pages (lambdas/publisher/ inside `npm start`): the public pages'
// first HTML already holds the store's data, with canonical links for the
// origin actually served, hydrates without a flash, and follows an admin edit.
import { until } from './local-inbox';
import type { Locator } from 'playwright-core';
import { HYDRATED_ATTRIBUTE } from '../frontend/src/lib/hydration-signals';
import { launchBrowser, type Browser } from './browser';
import { waitForHydration } from './hydration';
import { serverInfo, url } from './server-info';

type Ev = { id: string; title: string; [field: string]: unknown };

const html = async (path: string) => {
  const res = await fetch(url(path));
  return { status: res.status, text: await res.text() };
};
const upcomingEvents = async () => ((await (await fetch(url('/api/events/upcoming'))).json()) as { events: Ev[] }).events;

async function adminToken(): Promise<string> {
  const { adminUsername, adminPassword } = serverInfo();
  const res = await fetch(url('/api/admin/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: adminUsername, password: adminPassword }),
  });
  return ((await res.json()) as { token: string }).token;
}

/** The contrast ratio of an element's text colour on its own background colour (both opaque rgb()). */
async function contrastRatio(element: Locator): Promise<number> {
  const [fg, bg] = await element.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
  const luminance = (rgb: string) => {
    const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

let browser: Browser;
afterAll(async () => {
  await browser?.close();
});

test('/events without JavaScript: the seeded events, their data block and a canonical link for this origin', async () => {
  const events = await upcomingEvents();
  expect(events.length).toBeGreaterThan(0);
  // Other suites of the run add events on the same stack: wait until the publisher (within 2 s of
  // their writes) has caught up with what the API lists, rather than race it.
  const { status, text } = await until('the published /events with every upcoming event', async () => {
    const page = await html('/events');
    return events.every((event) => page.text.includes(event.title)) ? page : undefined;
  });
  expect(status).toBe(200);
  for (const event of events) expect(text).toContain(event.title);
  expect(text.includes('Loading events')).toBe(false);
  expect(text).toContain('<script type="application/json" id="published-data" data-sources=');
  const origin = serverInfo().baseUrl;
  expect(text).toContain(`<link rel="canonical" href="${origin}/events" />`);
  expect(text).toContain(`<meta property="og:url" content="${origin}/events" />`);
  const sitemap = await html('/sitemap.xml');
  expect(sitemap.text).toContain(`<loc>${origin}/events</loc>`);
  expect((await html('/robots.txt')).text).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test('/events in Chromium: runs no app script through the load, asks the lists again, and hydrates on first use without an error', async () => {
  browser = await launchBrowser();
  const { page } = browser;
  const events = await upcomingEvents();
  // Other suites add events on the same stack: open the page once the publisher has caught up, so it is current.
  await until('the published /events with every upcoming event', async () => {
    const text = (await html('/events')).text;
    return events.every((event) => text.includes(event.title)) || undefined;
  });
  // What the page holds at its load event, read in the page: read from here after the load, a loaded
  // machine could let the app's takeover, 3 s later by itself (boot/wake.ts), come first.
  await page.addInitScript(
    (hydratedAttribute) =>
      addEventListener('load', () => {
        Object.assign(window, { atLoad: { modules: document.querySelectorAll('script[type="module"]').length, hydrated: document.documentElement.hasAttribute(hydratedAttribute) } });
      }),
    HYDRATED_ATTRIBUTE,
  );
  const asked = page.waitForResponse((res) => res.url().endsWith('/api/events/upcoming'));
  await page.goto(url('/events'));
  expect(await page.evaluate(() => (window as unknown as { atLoad: unknown }).atLoad)).toEqual({ modules: 0, hydrated: false });
  await page.getByRole('heading', { name: events[0].title }).first().waitFor();
  // The head script asks the published lists again after load; a current page stays as its HTML.
  await asked;

  await waitForHydration(page);
  await page.getByRole('heading', { name: events[0].title }).first().waitFor();
  expect(await page.getByText('Loading events').count()).toBe(0);
  expect(browser.errors).toEqual([]);
});

test('a published page whose lists changed since it was rendered starts its app by itself and shows the new answer', async () => {
  const { page } = browser;
  const [event] = await upcomingEvents();
  const renamed = `${event.title} (moved to the main hall)`;
  // The API now answers what the publisher has not written yet.
  await page.route(
    (u) => u.pathname === '/api/events/upcoming',
    async (route) => {
      const answer = (await (await route.fetch()).json()) as { events: Ev[] };
      await route.fulfill({ json: { ...answer, events: answer.events.map((e) => (e.id === event.id ? { ...e, title: renamed } : e)) } });
    },
  );
  try {
    await page.goto(url('/events'));
    // No touch: the stale lists alone start the app, which shows the API's answer in place.
    await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: renamed }).first().waitFor();
    expect(browser.errors).toEqual([]);
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
});

test('an event page in Chromium: hydrates without an error and offers its registration form', async () => {
  const { page } = browser;
  const [event] = await upcomingEvents();
  const refreshed = page.waitForResponse((res) => res.url().endsWith('/api/events/past'));
  await page.goto(url(`/events/${event.id}`));
  await page.getByRole('heading', { level: 1, name: event.title }).waitFor();
  await refreshed;
  await waitForHydration(page);
  await page.locator('input[name="name"]').first().waitFor();
  expect(browser.errors).toEqual([]);
  // Small white text on the status badge: WCAG AA asks 4.5:1 (Lighthouse found 3.29 on green.600).
  expect(await contrastRatio(page.getByText('Upcoming Event', { exact: true }).first())).toBeGreaterThanOrEqual(4.5);
});

test('an event page: its head tags, JSON-LD and the event; the sitemap lists it; an unknown id is a 404', async () => {
  const [event] = await upcomingEvents();
  const origin = serverInfo().baseUrl;
  const { status, text } = await html(`/events/${event.id}`);
  expect(status).toBe(200);
  expect(text).toContain(`<meta property="og:title" content="${event.title}`);
  expect(text).toContain(`<link rel="canonical" href="${origin}/events/${event.id}" />`);
  expect(text).toMatch(new RegExp(`<meta property="og:image" content="${origin}/|<meta property="og:image" content="https://`));
  expect(text).toContain('<meta name="twitter:card" content="summary_large_image" />');
  const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(text);
  type Offer = { price: number; priceCurrency: string; availability: string };
  const graph = (JSON.parse(jsonLd![1]) as { '@graph': { name: string; offers?: Offer | Offer[] }[] })['@graph'];
  expect(graph[0].name).toBe(event.title);
  // One Offer per visible ticket type (the box office); an event from before it has its one type.
  const offers = [graph[0].offers ?? []].flat();
  expect(offers.length).toBeGreaterThan(0);
  for (const offer of offers) {
    expect(typeof offer.price).toBe('number');
    expect(offer.priceCurrency).toBe('NGN');
    expect(offer.availability).toMatch(/InStock|SoldOut/);
  }
  expect((await html('/sitemap.xml')).text).toContain(`<loc>${origin}/events/${event.id}</loc>`);
  const missing = await html('/events/no-such-event');
  expect(missing.status).toBe(404);
  expect(missing.text).toContain('404 Page Not Found');
});

// The rule says within 2 s locally (docs/PRODUCT-RULES.md); that is a figure to measure on a quiet machine,
// not to assert here: under CI's load the same publish took 3.6 s. The test proves it arrives by itself.
test('an admin edit reaches the public HTML by itself (the publisher), no deploy or rebuild asked', async () => {
  const token = await adminToken();
  const [event] = await upcomingEvents();
  const { id, seatsTaken: _seats, createdAt: _created, ...input } = event;
  const title = `Evening of Hymns ${Date.now()}`;
  const started = Date.now();
  const res = await fetch(url(`/api/admin/events/${id}`), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...input, title }),
  });
  expect(res.status).toBe(200);
  let elapsed = 0;
  // Polls the page itself (no fixed wait): done the moment it shows the new title.
  for (;;) {
    const { text } = await html('/events');
    elapsed = Date.now() - started;
    if (text.includes(title) || elapsed > 20_000) break;
  }
  console.log(`admin edit visible on /events after ${elapsed} ms`);
  expect((await html('/events')).text).toContain(title);
});
