/**
 * @jest-environment node
 */
// A page rendered as the publisher renders it: with the store's answers in the
// markup and in a data block the browser hands to SWR, the head for the origin given.
import type { KitManifest, KitPage } from '../../contract/publish-kit';
import type { Event } from '../../contract/schemas';
import { site } from '../src/content/site';
import { assertNoInlineScript, renderDocument } from './document';


const template = '<html><head><!--head--><!--boot--><!--preload--><!--styles--></head><body><!--root--><!--entry--></body></html>';
const events: KitPage = {
  path: '/events',
  url: '/events',
  file: 'events.html',
  parameterised: false,
  indexable: true,
  data: ['listUpcomingEvents', 'listPastEvents'],
  preloads: [],
  entryImports: [],
  bootPath: '/events',
};
const manifest: KitManifest = { template, scripts: { boot: '/assets/boot.js', entry: '/assets/main.js' }, pages: [events], robots: '' };
const upcoming: Event = {
  id: 'evt-1',
  title: 'Choir </script> Night',
  description: 'Voices together.',
  date: '2099-05-01',
  startTime: '18:00',
  endTime: '21:00',
  location: 'Hall',
  address: '1 Marina, Lagos',
  price: 5000,
  maxParticipants: 20,
  seatsTaken: 3,
  imageUrl: '',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

test('/events with data: the events in the markup, the same data in a data block, the head for the origin', async () => {
  const data = { listUpcomingEvents: { events: [upcoming] }, listPastEvents: { events: [] } };
  const { html } = await renderDocument(manifest, { page: events, url: '/events', data, origin: 'http://127.0.0.1:3000' });
  expect(html).toContain('Choir &lt;/script&gt; Night');
  expect(html).not.toContain('Loading events');
  const block = /<script type="application\/json" id="published-data" data-sources="([^"]*)">([^<]*)<\/script>/.exec(html);
  expect(JSON.parse(block![2])).toEqual(data);
  // Where the head script asks each list again (boot/stale-check.ts).
  expect(JSON.parse(block![1].replace(/&quot;/g, '"'))).toEqual({ listUpcomingEvents: '/api/events/upcoming', listPastEvents: '/api/events/past' });
  expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:3000/events" />');
  expect(html).toContain('<script type="application/ld+json">');
});

test('without data or origin: the loading state, no data block, no invented absolute URL', async () => {
  const { html } = await renderDocument(manifest, { page: events, url: '/events', origin: null });
  expect(html).toContain('Loading events');
  // Booleans: a failure should not print 100 KB of HTML.
  expect(html.includes('published-data')).toBe(false);
  expect(html.includes('rel="canonical"')).toBe(false);
  expect(html.includes('og:url')).toBe(false);
  expect(html.includes(site.url)).toBe(false);
});

test('only the boot script and data blocks may be inline in a page', () => {
  expect(() => assertNoInlineScript('/x', '<script src="/a.js"></script><script type="application/json" id="d">{}</script>')).not.toThrow();
  expect(() => assertNoInlineScript('/x', '<script>alert(1)</script>')).toThrow('inline script');
  expect(() => assertNoInlineScript('/x', '<script type="module">x</script>')).toThrow('inline script');
});
