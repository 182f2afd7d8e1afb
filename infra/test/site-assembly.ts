// One synthesis of the site shared by every CDK test suite. Synthesizing the
// whole stack costs seconds; each suite doing it again made `npm test` slow.
// The first suite that asks runs infra/test/synth-site.ts in a child Node
// process into a folder of the OS temp dir named by a hash of everything the
// templates are made from (infra/, contract/, lambdas/, the frontend sources
// the stack reads, package-lock.json); later suites, and later runs with
// unchanged sources, read that folder. Any change to those inputs gives a new
// hash, so a stale assembly is never read.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { ConstructRef, SiteAssemblyIndex, SiteVariant } from './site-assembly-index';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const INPUT_DIRS = ['infra', 'contract', 'lambdas', 'frontend/src', 'frontend/prerender'];
const INPUT_FILES = ['package-lock.json', 'cdk.json'];
const SKIP = /(\.test\.tsx?$)|(^|\/)(node_modules|dist|\.build|cdk\.out)(\/|$)/;
const PREFIX = 'site-assembly-';

function inputFiles(dir: string): string[] {
  const full = path.join(REPO_ROOT, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(REPO_ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !SKIP.test(file));
}

/** A hash of every file the templates are made from, and of the Node that makes them. */
export function inputsHash(variant: SiteVariant): string {
  const hash = createHash('sha256').update(`${variant}\0${process.version}\0`);
  const files = [...INPUT_DIRS.flatMap(inputFiles), ...INPUT_FILES].sort();
  for (const file of files) hash.update(file).update('\0').update(readFileSync(path.join(REPO_ROOT, file))).update('\0');
  return hash.digest('hex').slice(0, 24);
}

/** Remove assemblies of this variant from older sources (an hour old: a parallel run may still read a newer one). */
function removeStale(keep: string, variant: SiteVariant): void {
  const hourAgo = Date.now() - 60 * 60 * 1000;
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(`${PREFIX}${variant}-`) || name === keep) continue;
    const dir = path.join(tmpdir(), name);
    try {
      if (statSync(dir).mtimeMs < hourAgo) rmSync(dir, { recursive: true, force: true });
    } catch {
      // Removed by another run meanwhile.
    }
  }
}

/** Blocks this worker for `ms` (the suites ask for the assembly synchronously, in beforeAll). */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Whether this worker should synthesize `dir`: true when it holds the lock
 * (a folder beside it, made atomically); false once another worker's
 * synthesis has written it. Without it both jest workers synthesized the same
 * assembly at once on a cold cache (a fresh clone, any change under infra/),
 * each a child process of several CPU seconds on a 2-core machine. A lock
 * left by a process that died is taken over once its owner is gone.
 */
function mustSynthesize(dir: string): boolean {
  const lock = `${dir}.lock`;
  for (;;) {
    if (existsSync(path.join(dir, 'index.json'))) return false;
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      return true;
    } catch {
      if (!ownerAlive(lock)) rmSync(lock, { recursive: true, force: true });
      else pause(100);
    }
  }
}

function ownerAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    // Just made, its pid being written; or its maker died before writing it.
    try {
      return Date.now() - statSync(lock).mtimeMs < 10_000;
    } catch {
      return true; // Gone meanwhile: the loop looks again.
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function assemblyDir(variant: SiteVariant): string {
  const name = `${PREFIX}${variant}-${inputsHash(variant)}`;
  const dir = path.join(tmpdir(), name);
  if (!mustSynthesize(dir)) return dir;
  try {
    synthesizeInto(dir, name, variant);
  } finally {
    rmSync(`${dir}.lock`, { recursive: true, force: true });
  }
  removeStale(name, variant);
  return dir;
}

function synthesizeInto(dir: string, name: string, variant: SiteVariant): void {
  // Synthesize into a scratch folder, then rename: a reader never sees half an assembly.
  const scratch = mkdtempSync(path.join(tmpdir(), `${name}.tmp-`));
  execFileSync(process.execPath, ['-r', 'esbuild-register', path.join(__dirname, 'synth-site.ts'), scratch, variant], {
    cwd: REPO_ROOT,
    stdio: 'pipe',
    // CDK_VALIDATION: as jest.config.ts sets it for the suites (the built-in CloudFormation rules are `npm run synth`'s).
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? scratch, CDK_VALIDATION: process.env.CDK_VALIDATION ?? 'false' },
  });
  try {
    renameSync(scratch, dir);
  } catch {
    // Another run (another checkout's jest, same sources) finished first: its assembly is the same.
    rmSync(scratch, { recursive: true, force: true });
  }
}

export type Resource = { Type: string; Properties: Record<string, any>; DependsOn?: string[]; DeletionPolicy?: string; UpdateReplacePolicy?: string };
export type TemplateJson = {
  Resources: Record<string, Resource>;
  Parameters?: Record<string, { Type: string; Default?: string }>;
  Outputs?: Record<string, { Value: unknown; Description?: unknown }>;
};
export type Statement = { Sid?: string; Effect?: string; Action: string | string[]; Resource: unknown; Condition?: any };

export type SiteAssembly = {
  index: SiteAssemblyIndex;
  /** Parent first, then the nested templates. */
  templateFiles: string[];
  template(file: string): TemplateJson;
  resource(ref: ConstructRef): Resource;
  /** Every resource of a type, in every template. */
  ofType(type: string): Array<[ConstructRef, Resource]>;
  /** The statements of the inline policies attached to a role, resolved (see resolve). */
  statementsOf(role: ConstructRef): Statement[];
  /**
   * A value as the parent stack gives it: each of a nested template's
   * parameters in it (what CDK makes of a reference to the parent) is
   * replaced by what the parent passes (a Ref of the parent's resource).
   */
  resolve(template: string, value: unknown): unknown;
  /** The file size of a template, in bytes. */
  sizeOf(file: string): number;
};

export function siteAssembly(variant: SiteVariant = 'default'): SiteAssembly {
  const dir = assemblyDir(variant);
  const stored = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as SiteAssemblyIndex;
  const index = { ...stored, siteDir: path.join(dir, stored.siteDir), assemblyDir: path.join(dir, stored.assemblyDir) };
  const cdkOut = index.assemblyDir;
  const cache = new Map<string, TemplateJson>();
  const template = (file: string) => {
    if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(path.join(cdkOut, file), 'utf8')) as TemplateJson);
    return cache.get(file)!;
  };
  const templateFiles = [index.parent, ...Object.keys(index.nested)];
  const resolve = (file: string, value: unknown): unknown => {
    if (Array.isArray(value)) return value.map((v) => resolve(file, v));
    if (!value || typeof value !== 'object') return value;
    const param = (value as { Ref?: unknown }).Ref;
    const stackRef = index.nested[file];
    if (typeof param === 'string' && stackRef && template(file).Parameters?.[param]) {
      return resolve(stackRef.template, template(stackRef.template).Resources[stackRef.id].Properties.Parameters[param]);
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(file, v)]));
  };
  return {
    index,
    templateFiles,
    template,
    resource: (ref) => template(ref.template).Resources[ref.id],
    ofType: (type) =>
      templateFiles.flatMap((file) =>
        Object.entries(template(file).Resources)
          .filter(([, r]) => r.Type === type)
          .map(([id, r]) => [{ template: file, id }, r] as [ConstructRef, Resource]),
      ),
    statementsOf: (role) =>
      Object.values(template(role.template).Resources)
        .filter((r) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles.some((x: { Ref: string }) => x.Ref === role.id))
        .flatMap((p) => resolve(role.template, p.Properties.PolicyDocument.Statement) as Statement[]),
    resolve,
    sizeOf: (file) => statSync(path.join(cdkOut, file)).size,
  };
}
