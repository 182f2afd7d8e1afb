// The arithmetic of the overview's bar charts, apart from drawing them: an axis's round ticks and
// which category labels fit. Pure, so it is tested without a DOM (chart-scale.test.ts).

/** A round step (1, 2 or 5 times a power of ten) of at least `raw`; whole numbers only (counts and naira). */
function roundStep(raw: number): number {
  if (raw <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
  return Math.max(1, step);
}

/**
 * The axis's ticks from 0 to a round top at or above `max`, about `count` of them apart.
 * A fixed top (a percentage's 100) is kept as it is.
 */
export function axisTicks(max: number, { count = 4, top }: { count?: number; top?: number } = {}): number[] {
  const end = top ?? Math.max(max, 1);
  const step = roundStep(end / count);
  const last = top ?? Math.ceil(end / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value < last; value += step) ticks.push(value);
  ticks.push(last);
  return ticks;
}

/** Roughly how wide a label of 12px text is: the charts' ticks are short ("3 Nov", "₦45K"). */
export const labelWidth = (label: string) => label.length * 7 + 8;

/** Where a label centred under its bar sits, kept inside the plot (0..plotWidth) so it is never cut off. */
export function labelCentre(index: number, band: number, plotWidth: number, width: number): number {
  const centre = (index + 0.5) * band;
  return Math.min(Math.max(centre, width / 2), Math.max(width / 2, plotWidth - width / 2));
}

/**
 * Which of `labels` (one per bar, `band` px apart, `plotWidth` in all) an axis shows without them
 * running into each other: the first and the last, and between them every one that keeps clear of the
 * ones before and after.
 */
export function shownLabels(labels: readonly string[], band: number, plotWidth = band * labels.length): Set<number> {
  if (labels.length === 0) return new Set();
  const widest = Math.max(...labels.map(labelWidth));
  const at = (i: number) => labelCentre(i, band, plotWidth, widest);
  const last = labels.length - 1;
  const shown = new Set<number>([0]);
  let previous = at(0);
  for (let i = 1; i < last; i++) {
    if (at(i) - previous >= widest && at(last) - at(i) >= widest) {
      shown.add(i);
      previous = at(i);
    }
  }
  if (last > 0 && at(last) - at(0) >= widest) shown.add(last);
  return shown;
}
