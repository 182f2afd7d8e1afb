// The page answers its first taps before the app runs. The app (React, Chakra)
// takes over a few seconds after load (boot/wake.ts); until then a tap on a
// control marked data-early="<kind>" is answered here, in the same frame, on
// the markup the app rendered: the state goes where the app reads it back
// when it hydrates (lib/early-state.ts): `hidden`, aria-expanded, a <dialog>'s
// open and data-index, a slide's hidden. Native HTML does the rest: <dialog>
// (Escape, focus), <details> (the FAQ), links. Also kept without the app: the
// header's shrink on scroll, the carousel's 5 s interval, the home popup 3 s
// after a first visit. Once <html data-hydrated> is set, none of this acts.
import { downloadIcs } from '../features/events/download-ics';
import type { CalendarEvent } from '../features/events/ics';
import { CAROUSEL_INTERVAL_MS } from '../content/testimonials';
import { HEADER_SHRINK_PX } from '../components/header-shrink';
import { applyColorMode, switchColorMode } from '../lib/color-mode';
import { EARLY_ATTRIBUTE, HYDRATED_ATTRIBUTE, HYDRATING_ATTRIBUTE } from '../lib/hydration-signals';
import { ANCHOR_OFFSET_PX } from '../lib/scroll';
import { openPopupOnce, POPUP_DELAY_MS } from '../components/home/popup-seen';

/** React has read the page's state (hydrating) or handles it (hydrated): the head script no longer acts. */
const appHasIt = () => document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE) || document.documentElement.hasAttribute(HYDRATING_ATTRIBUTE);
const byKind = (kind: string, scope: ParentNode = document) => Array.from(scope.querySelectorAll<HTMLElement>(`[${EARLY_ATTRIBUTE}="${kind}"]`));
const wrap = (i: number, n: number) => ((i % n) + n) % n;

// ---- Menu: the button's aria-controls names a <nav hidden>.
function toggleMenu(button: HTMLElement) {
  const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!menu) return;
  const open = menu.hidden;
  menu.hidden = !open;
  button.setAttribute('aria-expanded', String(open));
  button.setAttribute('aria-label', open ? 'Close menu' : 'Open menu');
}

// ---- Lightbox: tiles carry their photo (data-index, data-src, data-alt, data-title, data-caption); one <dialog data-lightbox>.
function showPhoto(dialog: HTMLDialogElement, index: number) {
  const tiles = byKind('lightbox-open');
  if (!tiles.length) return;
  const i = wrap(index, tiles.length);
  const tile = tiles[i];
  const { src = '', alt = '', title = '', caption = '' } = tile.dataset;
  dialog.dataset.index = String(i);
  dialog.setAttribute('aria-label', `Image viewer: ${title}`);
  const img = dialog.querySelector('img');
  if (img) {
    img.src = src;
    img.alt = alt;
  }
  const titleLine = dialog.querySelector<HTMLElement>('[data-part="title"]');
  if (titleLine) {
    titleLine.textContent = title;
    titleLine.hidden = caption === title;
  }
  const captionLine = dialog.querySelector<HTMLElement>('[data-part="caption"]');
  if (captionLine) captionLine.textContent = caption;
  const counter = dialog.querySelector<HTMLElement>('[data-part="counter"]');
  if (counter) counter.textContent = `${i + 1} / ${tiles.length}`;
}

const lightbox = () => document.querySelector<HTMLDialogElement>('dialog[data-lightbox]');
/** Where focus goes back when the lightbox closes. */
let opener: HTMLElement | null = null;

/** Opened as the app opens it (not modal, aria-modal, focus on Close): the app keeps it as it finds it. */
function openDialog(dialog: HTMLDialogElement, from: HTMLElement | null) {
  opener = from;
  if (!dialog.open) dialog.show();
  dialog.querySelector<HTMLElement>('[data-early$="close"]')?.focus();
}

function closeDialog(dialog: HTMLDialogElement | null | undefined) {
  if (!dialog?.open) return;
  dialog.close();
  if (opener?.isConnected) opener.focus();
  opener = null;
}

function stepLightbox(step: number) {
  const dialog = lightbox();
  if (dialog?.open) showPhoto(dialog, Number(dialog.dataset.index ?? 0) + step);
}

// ---- Carousel: slides [data-slide] (one not hidden), dots [data-early=carousel-dot][data-index].
function carouselOf(el: Element) {
  return el.closest<HTMLElement>('[data-carousel]');
}

function showSlide(carousel: HTMLElement, index: number) {
  const slides = Array.from(carousel.querySelectorAll<HTMLElement>('[data-slide]'));
  if (!slides.length) return;
  const i = wrap(index, slides.length);
  slides.forEach((slide, n) => (slide.hidden = n !== i));
  carousel.dataset.index = String(i);
  for (const dot of byKind('carousel-dot', carousel)) {
    if (Number(dot.dataset.index) === i) dot.setAttribute('aria-current', 'true');
    else dot.removeAttribute('aria-current');
  }
}

const slideIndex = (carousel: HTMLElement) => Number(carousel.dataset.index ?? 0);

function toggleCarouselPause(button: HTMLElement) {
  const carousel = carouselOf(button);
  if (!carousel) return;
  const stopped = carousel.dataset.stopped !== 'true';
  carousel.dataset.stopped = String(stopped);
  button.setAttribute('aria-label', stopped ? 'Resume automatic slides' : 'Pause automatic slides');
  button.setAttribute('aria-pressed', String(stopped));
}

/** The 5 s interval before the app: a manual move restarts it; paused while stopped, hovered or focused. */
function runCarousels() {
  for (const carousel of Array.from(document.querySelectorAll<HTMLElement>('[data-carousel]'))) {
    let timer = 0;
    // A mouse over it pauses it; a finger's tap leaves :hover set, so hover is a mouse's only.
    let mouseOver = false;
    carousel.addEventListener('pointerover', (e) => (mouseOver = e.pointerType === 'mouse'));
    carousel.addEventListener('pointerleave', () => (mouseOver = false));
    const restart = () => {
      clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (appHasIt()) return;
        const still = carousel.dataset.stopped === 'true' || mouseOver || carousel.matches(':focus-within:has(:focus-visible)');
        if (!still) showSlide(carousel, slideIndex(carousel) + 1);
        restart();
      }, CAROUSEL_INTERVAL_MS);
    };
    carousel.addEventListener('click', restart);
    restart();
  }
}

// ---- Copy link.
function copyLink(button: HTMLElement) {
  const url = new URL(button.dataset.url || location.pathname, location.href).href;
  const done = () => {
    button.dataset.copied = 'true';
    const label = button.querySelector('[data-part="label"]') ?? button;
    label.textContent = 'Link copied';
  };
  void navigator.clipboard?.writeText(url).then(done, () => undefined);
}

// ---- Register Now on an /events card: the registration section (#register) is in the HTML for the featured event.
const registrationSection = () => document.getElementById('register');

/**
 * Register Now for another event than the one the section is for, or with no
 * section in the HTML: the app must choose it (the click is held for it and
 * replayed: boot/wake.ts). The head script still takes the visitor there.
 */
const registerNeedsApp = (control: HTMLElement) =>
  control.getAttribute(EARLY_ATTRIBUTE) === 'register' && (control.dataset.featured !== 'true' || !registrationSection());

/** As the app does (pages/events-page.tsx): to the form at once, focus on its name; the form waits while the app switches events. */
function goToRegistration(control: HTMLElement) {
  const section = registrationSection();
  if (!section) return;
  const top = section.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: 'instant' });
  if (!registerNeedsApp(control)) {
    section.querySelector<HTMLInputElement>('input[name="name"]')?.focus({ preventScroll: true });
    return;
  }
  // What is typed here would be for the wrong event and lost when the app renders the chosen one's form.
  section.querySelector('form')?.setAttribute('inert', '');
  section.setAttribute('aria-busy', 'true');
}

const ACTIONS: Record<string, (el: HTMLElement) => void> = {
  register: goToRegistration,
  menu: toggleMenu,
  theme: switchColorMode,
  'lightbox-open': (tile) => {
    const dialog = lightbox();
    if (!dialog) return;
    showPhoto(dialog, Number(tile.dataset.index ?? 0));
    openDialog(dialog, tile);
  },
  'lightbox-next': () => stepLightbox(1),
  'lightbox-prev': () => stepLightbox(-1),
  'lightbox-close': () => closeDialog(lightbox()),
  'carousel-next': (el) => {
    const c = carouselOf(el);
    if (c) showSlide(c, slideIndex(c) + 1);
  },
  'carousel-prev': (el) => {
    const c = carouselOf(el);
    if (c) showSlide(c, slideIndex(c) - 1);
  },
  'carousel-dot': (el) => {
    const c = carouselOf(el);
    if (c) showSlide(c, Number(el.dataset.index ?? 0));
  },
  'carousel-pause': toggleCarouselPause,
  'popup-close': (el) => closeDialog(el.closest('dialog')),
  'copy-link': copyLink,
  go: (el) => el.dataset.href && location.assign(el.dataset.href),
  calendar: (el) => {
    const event = JSON.parse(el.dataset.event ?? 'null') as CalendarEvent | null;
    if (event) downloadIcs(event, { url: `${location.origin}/events`, uidDomain: el.dataset.uidDomain });
  },
};

/** The control a click is for, when the head script answers it (the app has not taken over). */
export function earlyControl(target: EventTarget | null): HTMLElement | null {
  if (appHasIt() || !(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>(`[${EARLY_ATTRIBUTE}]`);
  return control && ACTIONS[control.getAttribute(EARLY_ATTRIBUTE) ?? ''] ? control : null;
}

/** Answered here entirely: the app need not see the click (boot/wake.ts holds the others for it). */
export function answeredWithoutApp(target: EventTarget | null): boolean {
  const control = earlyControl(target);
  return control !== null && !registerNeedsApp(control);
}

export function enhance() {
  document.addEventListener(
    'click',
    (event) => {
      const control = earlyControl(event.target);
      if (!control) return;
      // Left to go on to boot/wake.ts, which holds it for the app.
      if (!registerNeedsApp(control)) event.preventDefault();
      ACTIONS[control.getAttribute(EARLY_ATTRIBUTE)!](control);
    },
    true,
  );
  document.addEventListener('keydown', (event) => {
    if (appHasIt()) return;
    if (event.key === 'ArrowRight') stepLightbox(1);
    else if (event.key === 'ArrowLeft') stepLightbox(-1);
    else if (event.key === 'Escape') closeDialog(document.querySelector<HTMLDialogElement>('dialog[open]'));
  });
  const whenParsed = () => {
    // The switch's label says the stored choice (the HTML was made with the default).
    applyColorMode();
    // A click on the lightbox's backdrop (the dialog itself, not its content) closes it.
    lightbox()?.addEventListener('click', (event) => {
      if (!appHasIt() && event.target === event.currentTarget) closeDialog(event.currentTarget as HTMLDialogElement);
    });
    runCarousels();
    const popup = document.querySelector<HTMLDialogElement>('dialog[data-popup]');
    if (popup) setTimeout(() => !appHasIt() && openPopupOnce(popup), Math.max(0, POPUP_DELAY_MS - performance.now()));
    const header = document.querySelector<HTMLElement>('header[data-scrolled]');
    if (header) {
      let frame = 0;
      const check = () => {
        frame = 0;
        if (!appHasIt()) header.dataset.scrolled = String(window.scrollY > HEADER_SHRINK_PX);
      };
      addEventListener('scroll', () => (frame ||= requestAnimationFrame(check)), { passive: true });
      check();
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed, { once: true });
  else whenParsed();
}
