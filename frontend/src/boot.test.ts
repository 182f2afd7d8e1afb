// The head script (boot.ts) on a prerendered page: colour mode at once, the
// app's files fetched into the cache (not run) after load, the app itself started on the
// visitor's first use, at once on a page made for another path or whose
// lists changed since it was published; a tap on a button before the app
// listens is replayed once it does.
import { PUBLISHED_DATA_ID } from '../../contract/publish-kit';
import { THEME_STORAGE_KEY } from './content/site';
import { APP_READY_EVENT, PUBLISHED_SOURCES_ATTRIBUTE } from './lib/hydration-signals';

function runBoot(attrs: Record<string, string>) {
  const script = document.createElement('script');
  for (const [k, v] of Object.entries(attrs)) script.setAttribute(k, v);
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules re-runs the module's top level only through a synchronous require
    require('./boot');
  });
}

const moduleScripts = () => [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
const links = (rel: string) => [...document.head.querySelectorAll(`link[rel="${rel}"]`)].map((l) => l.getAttribute('href'));
const PAGE = { 'data-path': '/', 'data-entry': '/assets/main.js', 'data-entry-imports': '/i1.js /i2.js', 'data-preload': '/a.js /b.js /c.js /d.js /e.js' };

/** Lets the stale check's fetches and their promise chain settle. */
const settle = async () => {
  for (let i = 0; i < 100; i++) await Promise.resolve();
};

/** Every boot's listeners, removed after its test: a later test's boot must not share the page with an earlier one. */
const added: [EventTarget, string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];
for (const target of [window, document]) {
  const add = target.addEventListener.bind(target);
  target.addEventListener = (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
    added.push([target, type, listener, options]);
    add(type, listener, options);
  };
}

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-path-mismatch');
  localStorage.clear();
});
afterEach(() => {
  for (const [target, type, listener, options] of added.splice(0)) target.removeEventListener(type, listener, options);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('applies the stored colour mode; runs no app script through the load, only fetches its files into the cache, one at a time', async () => {
  localStorage.setItem(THEME_STORAGE_KEY, 'dark');
  const inFlight: string[] = [];
  let mostAtOnce = 0;
  const fetched = jest.spyOn(global, 'fetch').mockImplementation((input) => {
    const href = input as string;
    inFlight.push(href);
    mostAtOnce = Math.max(mostAtOnce, inFlight.length);
    return Promise.resolve(new Response('x')).finally(() => inFlight.splice(inFlight.indexOf(href), 1));
  });
  runBoot(PAGE);
  expect(document.documentElement.classList.contains('dark')).toBe(true);
  document.dispatchEvent(new Event('DOMContentLoaded'));
  window.dispatchEvent(new Event('load'));
  // After the largest paint (jsdom cannot tell: at once) and in idle time.
  for (let i = 0; i < 10; i++) {
    await settle();
    jest.runAllTimers();
  }
  expect(fetched.mock.calls.map(([href]) => href)).toEqual(['/assets/main.js', '/i1.js', '/i2.js', '/a.js', '/b.js', '/c.js', '/d.js', '/e.js']);
  expect(mostAtOnce).toBe(1);
  expect(moduleScripts()).toEqual([]);
  expect(links('modulepreload')).toEqual([]);
});

test.each(['pointerdown', 'touchstart', 'keydown', 'scroll'])('the first %s starts the app once, with its imports and the page chunks', (type) => {
  runBoot(PAGE);
  window.dispatchEvent(new Event(type));
  window.dispatchEvent(new Event(type));
  jest.runAllTimers();
  expect(moduleScripts()).toEqual(['/assets/main.js']);
  expect(links('modulepreload')).toEqual(['/i1.js', '/i2.js', '/a.js', '/b.js', '/c.js', '/d.js', '/e.js']);
});

test("HTML made for another path: #root hidden, the app starts at once, the other page's chunks are not fetched", () => {
  runBoot({ ...PAGE, 'data-path': '/about' });
  expect(document.documentElement.hasAttribute('data-path-mismatch')).toBe(true);
  jest.runAllTimers();
  expect(moduleScripts()).toEqual(['/assets/main.js']);
  expect(links('modulepreload')).toEqual(['/i1.js', '/i2.js']);
});

test('a URL with a query string (which only the app reads) starts the app at once', () => {
  window.history.replaceState(null, '', '/events/choir?registered=abc');
  try {
    runBoot({ ...PAGE, 'data-path': '/events/choir' });
    jest.runAllTimers();
    expect(moduleScripts()).toEqual(['/assets/main.js']);
  } finally {
    window.history.replaceState(null, '', '/');
  }
});

test('a tap on a button before the app listens starts it and is replayed once, when the app is ready', () => {
  runBoot(PAGE);
  document.body.innerHTML = '<button type="button" id="menu">Menu</button><a href="#top" id="link">Top</a>';
  const seen: string[] = [];
  document.body.addEventListener('click', (event) => seen.push((event.target as Element).id));
  const menu = document.getElementById('menu')!;

  const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
  menu.dispatchEvent(tap);
  expect(tap.defaultPrevented).toBe(true);
  expect(seen).toEqual([]);
  // A link needs no app: the browser follows it.
  document.getElementById('link')!.click();
  expect(seen).toEqual(['link']);
  expect(moduleScripts()).toEqual(['/assets/main.js']);

  document.dispatchEvent(new Event(APP_READY_EVENT));
  expect(seen).toEqual(['link', 'menu']);
  // Ready: later taps go straight to the app, nothing is replayed twice.
  menu.click();
  document.dispatchEvent(new Event(APP_READY_EVENT));
  expect(seen).toEqual(['link', 'menu', 'menu']);
});

function publish(data: object, sources: Record<string, string>) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PUBLISHED_DATA_ID;
  block.setAttribute(PUBLISHED_SOURCES_ATTRIBUTE, JSON.stringify(sources));
  block.textContent = JSON.stringify(data);
  document.body.append(block);
}

function answer(body: unknown) {
  return jest.spyOn(global, 'fetch').mockImplementation(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 })));
}

test('a page whose lists are as published asks them again after load and still waits for the first use', async () => {
  const events = { data: [{ id: 'a', title: 'Choir' }] };
  publish({ listUpcomingEvents: events }, { listUpcomingEvents: '/api/events/upcoming' });
  const fetched = answer(events);
  runBoot(PAGE);
  window.dispatchEvent(new Event('load'));
  await settle();
  expect(fetched).toHaveBeenCalledWith('/api/events/upcoming', expect.anything());
  expect(moduleScripts()).toEqual([]);
});

test('a page whose lists changed since it was published starts the app by itself, so they correct themselves', async () => {
  publish({ listUpcomingEvents: { data: [{ id: 'a', title: 'Choir' }] } }, { listUpcomingEvents: '/api/events/upcoming' });
  answer({ data: [{ id: 'a', title: 'Choir' }, { id: 'b', title: 'Vocal masterclass' }] });
  runBoot(PAGE);
  window.dispatchEvent(new Event('load'));
  await settle();
  jest.runAllTimers();
  expect(moduleScripts()).toEqual(['/assets/main.js']);
});
