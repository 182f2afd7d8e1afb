// Small numeric helpers shared by every measurement.
import { gzipSync } from 'node:zlib';

export function median(values: readonly number[]): number {
  const xs = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (xs.length === 0) return NaN;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

/** gzip at level 9, as a CDN would serve it compressed (close to what CloudFront's gzip gives). */
export function gzipBytes(data: Buffer | string): number {
  return gzipSync(data, { level: 9 }).length;
}

export const round = (value: number, digits = 1): number =>
  Number.isFinite(value) ? Math.round(value * 10 ** digits) / 10 ** digits : NaN;

export const kib = (bytes: number): string => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KiB` : 'n/a');
