// Work a tap starts but its answer does not need (moving focus, starting the
// app) runs once the frame showing the answer is drawn, not in the tap's own
// task: there it held that frame back (a focus restyles and lays out the page;
// starting the app appends its scripts and preloads, 120 ms at 4x CPU on a
// phone for an early submit on /contact).
export function afterPaint(run: () => void): void {
  const later = () => setTimeout(run, 0);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(later);
  else later();
}
