// Code a screen will want next, fetched and run while the browser has nothing else to do (issue 40):
// one module at a time, each in an idle moment of its own, so a tap that comes meanwhile waits for one
// small module at most, never for a row of them. Only where the browser says when it is idle
// (Chromium, Firefox); elsewhere (Safari, jsdom) each module loads when it is first needed.
export function loadWhenIdle(loads: readonly (() => Promise<unknown>)[]): () => void {
  if (typeof window.requestIdleCallback !== 'function') return () => undefined;
  let cancelled = false;
  let idle: number | undefined;
  const next = (i: number) => {
    if (cancelled || i >= loads.length) return;
    idle = window.requestIdleCallback(() => {
      idle = undefined;
      // A module that fails to arrive (offline) is left for when it is needed.
      void loads[i]()
        .catch(() => undefined)
        .then(() => next(i + 1));
    });
  };
  next(0);
  return () => {
    cancelled = true;
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
