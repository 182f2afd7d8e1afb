// The publisher against the local store and a temporary folder, with a stand-in
// renderer (the real one is the build's bundle, covered by the prerender tests
// and e2e/published-pages.e2e.ts): what it writes, rewrites, removes and keeps.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EventInput } from '../../contract/schemas';
import type { KitManifest, KitPage, KitRenderer, RenderDocumentInput } from '../../contract/publish-kit';
import { eventsRepo } from '../lib/db/events-repo';
import { galleryRepo } from '../lib/db/gallery-repo';
import { siteContentRepo } from '../lib/db/site-content-repo';
import { DEFAULT_SITE_CONTENT } from '../../contract/default-site-content';
import { eventBody, useStore } from '../test/harness';
import { createFolderTarget } from './folder-target';
import { publish, type PublishKit } from './publish';

useStore();

const ORIGIN = 'http://127.0.0.1:4321';
const TODAY = '2030-06-01';
const kitPage = (page: Partial<KitPage> & Pick<KitPage, 'path'>): KitPage => ({
  url: page.path,
  file: page.path === '/' ? 'index.html' : `${page.path.slice(1)}.html`,
  parameterised: page.path.includes(':'),
  indexable: true,
  data: [],
  preloads: [],
  entryImports: [],
  bootPath: page.path,
  ...page,
});
const manifest: KitManifest = {
  template: '',
  scripts: { boot: '/assets/boot.js', entry: '/assets/main.js' },
  robots: 'User-agent: *\nAllow: /\n',
  pages: [
    kitPage({ path: '/', data: ['listUpcomingEvents'] }),
    kitPage({ path: '/about' }),
    kitPage({ path: '/events', data: ['listUpcomingEvents', 'listPastEvents'] }),
    kitPage({ path: '/events/:id', data: ['listUpcomingEvents', 'listPastEvents'] }),
    kitPage({ path: '/gallery', data: ['listGallery'] }),
  ],
};

let renderCalls: RenderDocumentInput[] = [];
let failOn: string | null = null;
const renderer: KitRenderer = {
  renderDocument: async (_manifest, input) => {
    renderCalls.push(input);
    if (input.url === failOn) throw new Error(`render of ${input.url} failed`);
    return { html: `<html data-url="${input.url}" data-origin="${input.origin}">${JSON.stringify(input.data ?? {})}</html>`, status: 200 };
  },
};
const kit: PublishKit = { manifest, renderer };

let root: string;
const target = () => createFolderTarget(root);
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const mtimes = () => Object.fromEntries(listFiles().map((f) => [f, statSync(path.join(root, f)).mtimeMs]));
const listFiles = (): string[] =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
const run = (scope: Parameters<typeof publish>[0]) => publish(scope, target(), { origin: ORIGIN, kit, today: TODAY });
const event = (overrides: Partial<EventInput> = {}) => eventBody({ date: '2030-07-01', isActive: true, imageUrl: '', ...overrides }) as EventInput;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'publish-'));
  renderCalls = [];
  failOn = null;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('all: every page, a page per event, the sitemap and robots.txt, with the origin', async () => {
  const { id } = await eventsRepo.create(event({ title: 'Harmony Night' }));
  const result = await run('all');

  expect(result.changed).toEqual(expect.arrayContaining(['/', '/about', '/events', `/events/${id}`, '/gallery', '/sitemap.xml', '/robots.txt']));
  expect(result.removed).toEqual([]);
  expect(read('events.html')).toContain('Harmony Night');
  expect(read(`events/${id}.html`)).toContain(`data-url="/events/${id}"`);
  expect(read('events.html')).toContain(`data-origin="${ORIGIN}"`);
  // A page gets only the lists it shows.
  expect(read('index.html')).not.toContain('listPastEvents');
  expect(read('sitemap.xml')).toContain(`<loc>${ORIGIN}/events/${id}</loc>`);
  expect(read('sitemap.xml')).toContain(`<loc>${ORIGIN}/about</loc>`);
  expect(read('robots.txt')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  await eventsRepo.remove(id);
});

test('an event created, updated, then deleted: its pages follow, and nothing else is touched', async () => {
  await run('all');
  const { id } = await eventsRepo.create(event({ title: 'Sight-reading Clinic' }));

  const created = await run('events');
  expect(created.changed).toEqual(expect.arrayContaining(['/', '/events', `/events/${id}`, '/sitemap.xml']));
  expect(created.changed).not.toContain('/about');
  expect(created.changed).not.toContain('/gallery');
  expect(read('events.html')).toContain('Sight-reading Clinic');
  expect(renderCalls.filter((c) => c.url === '/gallery')).toHaveLength(1); // only the first 'all'

  await eventsRepo.update(id, event({ title: 'Sight-reading Clinic II' }));
  const updated = await run('events');
  expect(updated.changed).toEqual(expect.arrayContaining(['/events', `/events/${id}`]));
  expect(read(`events/${id}.html`)).toContain('Sight-reading Clinic II');

  await eventsRepo.remove(id);
  const deleted = await run('events');
  expect(deleted.removed).toEqual([`/events/${id}`]);
  expect(existsSync(path.join(root, `events/${id}.html`))).toBe(false);
  expect(read('sitemap.xml')).not.toContain(id);
  expect(read('events.html')).not.toContain('Sight-reading Clinic');
});

test('nothing changed: nothing is written', async () => {
  await galleryRepo.create({ title: 'Choir at dusk', imageUrl: '/images/gallery/gallery-1.webp', description: '', category: 'choir', isActive: true } as never);
  await run('all');
  const before = mtimes();
  const again = await run('all');
  expect(again).toEqual({ changed: [], removed: [] });
  expect(mtimes()).toEqual(before);
  // No temporary file left behind either.
  expect(listFiles().filter((f) => path.basename(f).startsWith('.'))).toEqual([]);
});

test('a render that fails writes nothing: every page keeps its previous HTML', async () => {
  const { id } = await eventsRepo.create(event({ title: 'Before' }));
  await run('all');
  const before = Object.fromEntries(listFiles().map((f) => [f, read(f)]));

  await eventsRepo.update(id, event({ title: 'After' }));
  failOn = `/events/${id}`;
  await expect(run('events')).rejects.toThrow(`render of /events/${id} failed`);
  expect(Object.fromEntries(listFiles().map((f) => [f, read(f)]))).toEqual(before);
  await eventsRepo.remove(id);
});

test('an inactive or past event: past events keep their page, inactive ones lose it', async () => {
  const past = await eventsRepo.create(event({ title: 'Last year', date: '2029-06-01' }));
  const hidden = await eventsRepo.create(event({ title: 'Draft', isActive: false }));
  await run('events');
  expect(read(`events/${past.id}.html`)).toContain('Last year');
  expect(existsSync(path.join(root, `events/${hidden.id}.html`))).toBe(false);
  await eventsRepo.remove(past.id);
  await eventsRepo.remove(hidden.id);
});

test('a cancelled event keeps its page, marked; an archived one loses its page and leaves the lists', async () => {
  const cancelled = await eventsRepo.create(event({ title: 'Called off' }));
  const archived = await eventsRepo.create(event({ title: 'Put away' }));
  await run('events');
  expect(existsSync(path.join(root, `events/${archived.id}.html`))).toBe(true);

  await eventsRepo.setStatus(cancelled.id, 'cancelled');
  await eventsRepo.setStatus(archived.id, 'archived');
  const result = await run('events');
  expect(result.removed).toEqual([`/events/${archived.id}`]);
  expect(read(`events/${cancelled.id}.html`)).toContain('"status":"cancelled"');
  expect(read('events.html')).toContain('Called off');
  expect(read('events.html')).not.toContain('Put away');
  expect(read('sitemap.xml')).not.toContain(archived.id);
});

test('content: every page showing site content, those showing nothing else first, each written once rendered', async () => {
  const contentKit: PublishKit = {
    manifest: {
      ...manifest,
      pages: [
        kitPage({ path: '/', data: ['listUpcomingEvents', 'getSiteContent'] }),
        kitPage({ path: '/gallery', data: ['listGallery', 'getSiteContent'] }),
        kitPage({ path: '/services', data: ['getSiteContent'] }),
        kitPage({ path: '/events', data: ['listUpcomingEvents'] }),
      ],
    },
    renderer,
  };
  const publishContent = () => publish('content', target(), { origin: ORIGIN, kit: contentKit, today: TODAY });
  await publishContent();
  expect(renderCalls.map((c) => c.url)).toEqual(['/services', '/', '/gallery']);

  const services = DEFAULT_SITE_CONTENT.services.map((s, i) => (i === 0 ? { ...s, price: 31000 } : s));
  await siteContentRepo.save('services', services, 0, { by: 'admin' });
  const result = await publishContent();
  expect(result.changed).toEqual(['/services', '/', '/gallery']);
  expect(read('services.html')).toContain('"price":31000');

  // A render that fails after /services keeps what was already written, and the rest as it was.
  await siteContentRepo.save('services', DEFAULT_SITE_CONTENT.services, 1, { by: 'admin' });
  failOn = '/gallery';
  await expect(publishContent()).rejects.toThrow('render of /gallery failed');
  expect(read('services.html')).not.toContain('"price":31000');
  expect(read('gallery.html')).toContain('"price":31000');
});
