// bcrypt (bcryptjs, pure JS) for auth.ts. In Lambda each request has its
// container to itself, so hashing in-process is right. The local stack runs
// every handler AND the store in one Node process: bcryptjs's async API
// yields only every 100 ms per hash, so five parallel password checks held
// the event loop long enough for the store's requests to time out (503s
// under 20 parallel sign-ins). With PASSWORD_WORKER=1 (set by
// infra/local/start.ts) the hashing runs in one worker thread instead and the
// loop stays free for the store.
import bcrypt from 'bcryptjs';
import { Worker } from 'node:worker_threads';

type Job = { resolve: (value: string | boolean) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
const jobs = new Map<number, Job>();
let nextJob = 0;

function startWorker(): Worker {
  // The path, not the name: an eval worker resolves modules from the process's cwd.
  const bcryptPath = require.resolve('bcryptjs');
  const code = `
    const { parentPort } = require('node:worker_threads');
    const bcrypt = require(${JSON.stringify(bcryptPath)});
    parentPort.on('message', ({ id, op, a, b }) => {
      (op === 'hash' ? bcrypt.hash(a, b) : bcrypt.compare(a, b)).then(
        (result) => parentPort.postMessage({ id, result }),
        (error) => parentPort.postMessage({ id, error: String(error) }),
      );
    });`;
  const started = new Worker(code, { eval: true });
  started.on('message', ({ id, result, error }: { id: number; result?: string | boolean; error?: string }) => {
    const job = jobs.get(id);
    jobs.delete(id);
    if (error !== undefined) job?.reject(new Error(error));
    else job?.resolve(result!);
    if (jobs.size === 0) started.unref();
  });
  started.on('error', (error) => {
    for (const job of jobs.values()) job.reject(error);
    jobs.clear();
    worker = null; // the next call starts a new one
  });
  // Keeps the process alive only while a hash is being worked on: an idle
  // worker must not keep a process (a test run, the local stack after Ctrl+C)
  // from exiting. After the listeners, since attaching a 'message' listener
  // refs the worker's port again.
  started.unref();
  return started;
}

function inWorker(op: 'hash' | 'compare', a: string, b: string | number): Promise<string | boolean> {
  worker ??= startWorker();
  worker.ref();
  const id = nextJob++;
  return new Promise((resolve, reject) => {
    jobs.set(id, { resolve, reject });
    worker!.postMessage({ id, op, a, b });
  });
}

/**
 * Stop the worker (tests; the local stack's process just exits). A hash still
 * under way is rejected: a terminated worker never answers, and a caller left
 * waiting (a timed-out test with its timers) keeps the process alive.
 */
export async function stopPasswordWorker(): Promise<void> {
  const running = worker;
  worker = null;
  for (const job of jobs.values()) job.reject(new Error('The password worker was stopped'));
  jobs.clear();
  await running?.terminate();
}

const useWorker = () => process.env.PASSWORD_WORKER === '1';

export async function bcryptHash(password: string, cost: number): Promise<string> {
  return useWorker() ? String(await inWorker('hash', password, cost)) : bcrypt.hash(password, cost);
}

export async function bcryptCompare(password: string, hash: string): Promise<boolean> {
  return useWorker() ? (await inWorker('compare', password, hash)) === true : bcrypt.compare(password, hash);
}
