// CloudFormation's limits, held with room to spare (docs/ARCHITECTURE.md,
// Stacks): AWS refuses a template of more than 500 resources or 1 MB. A test
// fails at 400 resources or 800 KB in any template, parent or nested, and
// the stacks are split so that today each holds at most 250.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';

export const LIMITS = {
  /** Fails the tests: a fifth below CloudFormation's 500. */
  maxResources: 400,
  /** Fails the tests: a fifth below CloudFormation's 1 MB (templates are uploaded to S3 by `cdk deploy`). */
  maxBytes: 800 * 1024,
  /** What the split leaves today: half of CloudFormation's limit, so an area can double before it must split. */
  targetResources: 250,
} as const;

export type TemplateSize = { template: string; resources: number; bytes: number };

/** The resource count and file size of every template in a cloud assembly folder. */
export function templateSizes(assemblyDir: string): TemplateSize[] {
  return readdirSync(assemblyDir)
    .filter((file) => file.endsWith('.template.json'))
    .sort()
    .map((file) => {
      const full = path.join(assemblyDir, file);
      const template = JSON.parse(readFileSync(full, 'utf8')) as { Resources?: Record<string, unknown> };
      return { template: file, resources: Object.keys(template.Resources ?? {}).length, bytes: statSync(full).size };
    });
}

/** What breaks the limits: one line per template over a limit; none when all are within. */
export function overLimits(sizes: readonly TemplateSize[], maxResources: number = LIMITS.maxResources, maxBytes: number = LIMITS.maxBytes): string[] {
  return sizes.flatMap((s) => [
    ...(s.resources > maxResources ? [`${s.template}: ${s.resources} resources (limit ${maxResources})`] : []),
    ...(s.bytes > maxBytes ? [`${s.template}: ${Math.round(s.bytes / 1024)} KB (limit ${Math.round(maxBytes / 1024)} KB)`] : []),
  ]);
}

export const formatSizes = (sizes: readonly TemplateSize[]) =>
  sizes.map((s) => `${String(s.resources).padStart(4)} resources ${String(Math.round(s.bytes / 1024)).padStart(5)} KB  ${s.template}`).join('\n');
