// The app's files fetched into the HTTP cache (not run) while the visitor
// reads, so their first touch does not wait for the network. Only once the
// page's largest paint has happened and the browser is idle: requests begun
// before it compete with what is on screen (Lighthouse's mobile simulation
// counted 57 of them into the page's LCP: 1.3 s became 3.5-4.3 s). Plain
// fetch(), one at a time, at low priority: a <link rel=prefetch> per file
// cost the main thread 60-270 ms per batch of four on a slowed-down CPU.

/** Resolves after the largest contentful paint has been reported (at once where the browser cannot tell). */
function afterLargestPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

const idle = () =>
  new Promise<void>((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 0)));

/**
 * Fetches `hrefs` into the cache one at a time, each in idle time, after the
 * largest paint; stops early once `done()` says the app has started (its
 * module loader then fetches what is left itself).
 */
export async function warmCache(hrefs: readonly string[], done: () => boolean = () => false): Promise<void> {
  await afterLargestPaint();
  for (const href of hrefs) {
    if (done()) return;
    // One request per idle period: each fetch() costs ~1 ms of main thread
    // (4 ms on a slowed-down phone), 57 of them in one go were a long task.
    await idle();
    try {
      // Read to the end: an unread body may never finish into the cache.
      await (await fetch(href, { priority: 'low' })).blob();
    } catch {
      // Offline or refused: the first use fetches it then.
    }
  }
}
