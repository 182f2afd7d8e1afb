import { loadWhenIdle } from './load-when-idle';

// The browser's idle moments, by hand: each call of idle() runs the callbacks waiting for one.
let waiting: (() => void)[] = [];
const idle = async () => {
  const run = waiting;
  waiting = [];
  run.forEach((callback) => callback());
  // Let the loads' promises settle.
  await new Promise((resolve) => setTimeout(resolve, 0));
};
beforeEach(() => {
  waiting = [];
  window.requestIdleCallback = ((callback: () => void) => waiting.push(callback)) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = ((id: number) => (waiting[id - 1] = () => undefined));
});

test('one module per idle moment, in order, the next only once the one before has arrived; a failed one does not stop the rest', async () => {
  const loaded: string[] = [];
  const load = (name: string, fails = false) => () => (loaded.push(name), fails ? Promise.reject(new Error('offline')) : Promise.resolve());
  loadWhenIdle([load('events'), load('people', true), load('audit')]);
  expect(loaded).toEqual([]);
  await idle();
  expect(loaded).toEqual(['events']);
  await idle();
  expect(loaded).toEqual(['events', 'people']);
  await idle();
  expect(loaded).toEqual(['events', 'people', 'audit']);
});

test('cancelled (the screen left): nothing more loads', async () => {
  const loaded: string[] = [];
  const cancel = loadWhenIdle([() => (loaded.push('a'), Promise.resolve()), () => (loaded.push('b'), Promise.resolve())]);
  await idle();
  cancel();
  await idle();
  await idle();
  expect(loaded).toEqual(['a']);
});
