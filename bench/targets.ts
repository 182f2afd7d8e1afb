// The targets of 'Fast on a cheap phone', checked on each public route's
// mobile medians.
import type { LighthouseRow } from './lighthouse';

export const TARGETS = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, cls: 0, tbtMs: 150, lcpMs: 2000 } as const;

export type TargetCheck = { route: string; met: boolean; misses: string[] };

export function checkTargets(rows: readonly LighthouseRow[]): TargetCheck[] {
  return rows
    .filter((r) => r.formFactor === 'mobile')
    .map((r) => {
      const misses: string[] = [];
      if (r.runs === 0) misses.push('no successful Lighthouse run');
      else {
        if (!(r.performance >= TARGETS.performance)) misses.push(`performance ${r.performance} < ${TARGETS.performance}`);
        if (!(r.accessibility >= TARGETS.accessibility)) misses.push(`accessibility ${r.accessibility} < 100`);
        if (!(r.bestPractices >= TARGETS.bestPractices)) misses.push(`best practices ${r.bestPractices} < 100`);
        if (!(r.seo >= TARGETS.seo)) misses.push(`SEO ${r.seo} < 100`);
        if (!(r.cls === TARGETS.cls)) misses.push(`CLS ${r.cls} > 0`);
        if (!(r.tbtMs <= TARGETS.tbtMs)) misses.push(`TBT ${r.tbtMs} ms > ${TARGETS.tbtMs} ms`);
        if (!(r.lcpMs <= TARGETS.lcpMs)) misses.push(`LCP ${r.lcpMs} ms > ${TARGETS.lcpMs} ms`);
      }
      return { route: r.route, met: misses.length === 0, misses };
    });
}
