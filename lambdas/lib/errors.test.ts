// CloudFront answers every 403 with the site's not-found page (a missing
// page in the bucket is a 403 from S3), api answers included: a 403 from the
// api would reach the SPA as HTML instead of its JSON message.
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import * as errors from './errors';

it('has no error that answers 403', () => {
  const factories = Object.entries(errors).filter(([name, value]) => name !== 'HttpError' && typeof value === 'function');
  expect(factories.length).toBeGreaterThan(5);
  for (const [name, make] of factories) {
    const status = (make as (...args: unknown[]) => errors.HttpError)('message', 1).status;
    expect([name, status]).not.toEqual([name, 403]);
  }
});

it('has no handler or library code that builds a 403 on its own', () => {
  const root = path.resolve(__dirname, '..');
  const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  expect(sources.length).toBeGreaterThan(10);
  const with403 = sources.filter((f) => /\b403\b/.test(readFileSync(path.join(root, f), 'utf8')));
  expect(with403).toEqual([]);
});
