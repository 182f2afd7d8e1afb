// The head script (boot.ts) on a prerendered page: colour mode at once, the
// app's files fetched into the cache (not run) after load, the app itself
// started a few seconds after that (not on the visitor's first use), at once
// on a page made for another path or whose lists changed since it was
// published; a control the head script answers works without the app; a tap
// on any other button before the app listens is replayed once it does.
import { PUBLISHED_DATA_ID } from '../../contract/publish-kit';
import { THEME_STORAGE_KEY } from './content/site';
import { APP_READY_EVENT, PUBLISHED_SOURCES_ATTRIBUTE, WAKE_EVENT } from './lib/hydration-signals';
import { TAKEOVER_CAP_MS, TAKEOVER_DELAY_MS } from './boot/wake';

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

/** The frame after a tap is drawn (lib/after-paint.ts): a frame, then a task. */
const afterTheNextFrame = () => jest.advanceTimersByTime(50);

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

test('applies the stored colour mode; runs no app script through the load, fetches its files into the cache one at a time, then starts the app', async () => {
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
  jest.runAllTimers();
  expect(moduleScripts()).toEqual([]);
  window.dispatchEvent(new Event('load'));
  // After the largest paint (jsdom cannot tell: at once) and in idle time, one
  // at a time: the files only (each step advances less than the app's delay).
  for (let i = 0; i < 20; i++) {
    await settle();
    jest.advanceTimersByTime(10);
  }
  expect(fetched.mock.calls.map(([href]) => href)).toEqual(['/assets/main.js', '/i1.js', '/i2.js', '/a.js', '/b.js', '/c.js', '/d.js', '/e.js']);
  expect(mostAtOnce).toBe(1);
  expect(moduleScripts()).toEqual([]);
  expect(links('modulepreload')).toEqual([]);
  // The files are cached: the app starts a few seconds later, once, with its imports and the page's chunks.
  jest.advanceTimersByTime(TAKEOVER_DELAY_MS);
  jest.runAllTimers();
  expect(moduleScripts()).toEqual(['/assets/main.js']);
  expect(links('modulepreload')).toEqual(['/i1.js', '/i2.js', '/a.js', '/b.js', '/c.js', '/d.js', '/e.js']);
});

test('a slow warm-up does not hold the app back: it starts at the latest TAKEOVER_CAP_MS after load, and the warm-up stops', async () => {
  // Each file takes far longer than the cap (a slow phone, 8x CPU in the browser tests).
  const fetched = jest.spyOn(global, 'fetch').mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(new Response('x')), 60_000)));
  runBoot(PAGE);
  document.dispatchEvent(new Event('DOMContentLoaded'));
  window.dispatchEvent(new Event('load'));
  await settle();
  jest.advanceTimersByTime(TAKEOVER_CAP_MS - 1);
  expect(moduleScripts()).toEqual([]);
  // Then the next idle period (at most a second more).
  jest.advanceTimersByTime(1000);
  expect(moduleScripts()).toEqual(['/assets/main.js']);
  // The file in flight finishes; no other is fetched: the module loader has the rest.
  jest.advanceTimersByTime(60_000);
  await settle();
  jest.advanceTimersByTime(60_000);
  await settle();
  expect(fetched).toHaveBeenCalledTimes(1);
});

test('the wake event starts the app at once (what the browser tests send before they wait for it)', () => {
  runBoot(PAGE);
  document.dispatchEvent(new Event('DOMContentLoaded'));
  expect(moduleScripts()).toEqual([]);
  document.dispatchEvent(new Event(WAKE_EVENT));
  expect(moduleScripts()).toEqual(['/assets/main.js']);
});

const EVENTS_PAGE =
  '<article><button type="button" id="featured" data-early="register" data-featured="true">Register Now</button></article>' +
  '<article><button type="button" id="other" data-early="register" data-featured="false">Register Now</button></article>' +
  '<section id="register"><form><input name="name"></form></section>';

test('Register Now on the card of the event the registration section is for: to the form, its name focused, without the app', () => {
  runBoot(PAGE);
  document.body.innerHTML = EVENTS_PAGE;
  const scrolled = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  document.dispatchEvent(new Event('DOMContentLoaded'));
  const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.getElementById('featured')!.dispatchEvent(tap);
  expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'instant' }));
  expect(document.activeElement).toBe(document.querySelector('input[name="name"]'));
  expect(document.querySelector('form')!.hasAttribute('inert')).toBe(false);
  jest.runAllTimers();
  expect(moduleScripts()).toEqual([]);
});

test("Register Now on another event's card: to the form at once, which waits (inert) while the app, started now, chooses the event; the tap is replayed", () => {
  runBoot(PAGE);
  document.body.innerHTML = EVENTS_PAGE;
  const scrolled = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  document.dispatchEvent(new Event('DOMContentLoaded'));
  const seen: string[] = [];
  document.body.addEventListener('click', (event) => seen.push((event.target as Element).id));
  document.getElementById('other')!.click();
  expect(scrolled).toHaveBeenCalled();
  expect(document.querySelector('form')!.hasAttribute('inert')).toBe(true);
  expect(document.getElementById('register')).toHaveAttribute('aria-busy', 'true');
  expect(seen).toEqual([]);
  // The app starts after the frame that shows the form.
  expect(moduleScripts()).toEqual([]);
  afterTheNextFrame();
  expect(moduleScripts()).toEqual(['/assets/main.js']);
  document.dispatchEvent(new Event(APP_READY_EVENT));
  expect(seen).toEqual(['other']);
});

test.each(['pointerdown', 'touchstart', 'keydown', 'scroll'])('a %s does not start the app: its tap is answered without it', (type) => {
  runBoot(PAGE);
  window.dispatchEvent(new Event(type));
  jest.runAllTimers();
  expect(moduleScripts()).toEqual([]);
});

test('the menu and the theme switch answer a tap before the app runs, and nothing is held for the app', () => {
  runBoot(PAGE);
  document.body.innerHTML =
    '<button type="button" id="menu" data-early="menu" aria-controls="mobile-menu" aria-expanded="false" aria-label="Open menu"></button><nav id="mobile-menu" hidden></nav>' +
    '<button type="button" id="theme" data-early="theme" title="Theme: Light"></button>';
  document.dispatchEvent(new Event('DOMContentLoaded'));
  document.getElementById('menu')!.click();
  expect(document.getElementById('mobile-menu')!.hidden).toBe(false);
  expect(document.getElementById('menu')).toHaveAttribute('aria-expanded', 'true');
  expect(document.getElementById('menu')).toHaveAttribute('aria-label', 'Close menu');
  document.getElementById('theme')!.click();
  expect(document.documentElement.classList.contains('dark')).toBe(true);
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  expect(document.getElementById('theme')).toHaveAttribute('aria-label', 'Theme: Dark. Switch to System');
  jest.runAllTimers();
  expect(moduleScripts()).toEqual([]);
  // Once the app has taken over, the head script leaves them to it.
  document.documentElement.setAttribute('data-hydrated', 'true');
  try {
    document.getElementById('menu')!.click();
    expect(document.getElementById('mobile-menu')!.hidden).toBe(false);
  } finally {
    document.documentElement.removeAttribute('data-hydrated');
  }
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
  afterTheNextFrame();
  expect(moduleScripts()).toEqual(['/assets/main.js']);

  document.dispatchEvent(new Event(APP_READY_EVENT));
  expect(seen).toEqual(['link', 'menu']);
  // Ready: later taps go straight to the app, nothing is replayed twice.
  menu.click();
  document.dispatchEvent(new Event(APP_READY_EVENT));
  expect(seen).toEqual(['link', 'menu', 'menu']);
});

test("a submit before the app starts it once the frame showing the brief's messages is drawn, not inside the tap", () => {
  runBoot(PAGE);
  document.body.innerHTML = '<form><input name="name"><button type="submit">Send</button></form>';
  document.dispatchEvent(new Event('DOMContentLoaded'));
  document.querySelector('button')!.click();
  expect(moduleScripts()).toEqual([]);
  afterTheNextFrame();
  expect(moduleScripts()).toEqual(['/assets/main.js']);
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
