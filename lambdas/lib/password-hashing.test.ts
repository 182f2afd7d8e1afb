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
  });
});
