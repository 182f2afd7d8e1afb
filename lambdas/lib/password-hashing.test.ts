import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { bcryptCompare, bcryptHash, stopPasswordWorker } from './password-hashing';

describe('password hashing in a worker thread (the local stack)', () => {
  beforeAll(() => {
    process.env.PASSWORD_WORKER = '1';
  });
  afterAll(async () => {
    delete process.env.PASSWORD_WORKER;
    await stopPasswordWorker();
  });

  it('hashes and checks like bcryptjs, while the event loop keeps turning', async () => {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    try {
      const started = Date.now();
      const hash = await bcryptHash('s3cret pass', 12);
      const [right, wrong] = await Promise.all([bcryptCompare('s3cret pass', hash), bcryptCompare('not it', hash)]);
      const took = Date.now() - started;
      expect(hash).toMatch(/^\$2[aby]\$12\$/);
      expect([right, wrong]).toEqual([true, false]);
      // In-process, bcryptjs would hold the loop ~100 ms at a time: here the timer fires throughout.
      expect(ticks).toBeGreaterThan(took / 10 / 4);
    } finally {
      clearInterval(ticker);
    }
    // Three cost-12 hashes in pure JS: seconds on a loaded 2-core machine, more than jest's default 5 s.
  });

  it('settles a hash under way when the worker is stopped, so no caller waits forever', async () => {
    const pending = bcryptHash('s3cret pass', 14);
    await stopPasswordWorker();
    await expect(pending).rejects.toThrow(/stopped/);
    // And the next call starts a new worker.
    await expect(bcryptCompare('x', await bcryptHash('x', 4))).resolves.toBe(true);
  });
});

it('never keeps the process alive: a process that hashed in the worker exits by itself', () => {
  const script = "process.env.PASSWORD_WORKER = '1'; require('./lambdas/lib/password-hashing').bcryptHash('pass', 4).then(() => console.log('hashed'));";
  // A worker that holds the event loop leaves this child running until the timeout kills it.
  const child = spawnSync(process.execPath, ['-r', 'esbuild-register', '-e', script], { cwd: path.resolve(__dirname, '../..'), timeout: 30_000, encoding: 'utf8' });
  expect(child.stdout).toContain('hashed');
  expect(child.signal).toBeNull();
  expect(child.status).toBe(0);
});
