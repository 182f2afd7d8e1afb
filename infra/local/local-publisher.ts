// The publisher (lambdas/publisher/) inside `npm start`: it writes the pages
// the static server serves (frontend/dist), once at start, after every
// successful write to events, gallery or testimonials (registrations too:
// they change the seats left), and daily at 00:01 in Lagos, when upcoming
// events become past. Requests that arrive while a publish runs are
// coalesced into one more run per scope.
import path from 'node:path';
import type { Route } from '../../contract/routes';
import { createFolderTarget } from '../../lambdas/publisher/folder-target';
import { loadPublishKit, publish, type PublishKit, type PublishResult, type PublishScope } from '../../lambdas/publisher/publish';

export const DEFAULT_KIT_DIR = path.resolve(__dirname, '../../frontend/.build/publish');

/** The scope a successful write changes, by handler; null for anything else. */
export function scopeOfAnswer(route: Route, status: number): PublishScope | null {
  if (route.method === 'GET' || status < 200 || status >= 300) return null;
  // Seats left, and the event's lifecycle (cancelled marked, archived off the lists).
  const eventWriters = ['register', 'admin-walk-in', 'admin-delete-registrations', 'cancel-ticket', 'admin-cancel-event', 'admin-archive-event'];
  if (eventWriters.includes(route.handler)) return 'events';
  if (route.handler === 'admin-update-site-content' || route.handler === 'admin-revert-site-content') return 'content';
  const resource = /^admin-(?:create|update|delete|reorder)-(events|gallery|testimonials)$/.exec(route.handler)?.[1];
  return (resource as PublishScope | undefined) ?? null;
}

/** Milliseconds from now to the next 00:01 in Lagos (UTC+1 all year: no daylight saving). */
export function msUntilLagosMorning(now: Date): number {
  const next = new Date(now);
  next.setUTCHours(23, 1, 0, 0);
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

export type LocalPublisherOptions = {
  distDir: string;
  kitDir?: string;
  /** The origin the site is served on: canonical links, og:url, the sitemap. */
  origin: string;
  log: (line: string) => void;
};

export type LocalPublisher = {
  /** Publish now and wait for it (start-up). */
  run(scope: PublishScope): Promise<PublishResult | null>;
  /** Publish soon, coalescing bursts; errors are logged and the previous pages stay. */
  schedule(scope: PublishScope): void;
  /** Resolves when nothing is queued or running (tests). */
  idle(): Promise<void>;
  close(): void;
};

export function createLocalPublisher(options: LocalPublisherOptions): LocalPublisher {
  const target = createFolderTarget(options.distDir);
  let kit: PublishKit | null = null;
  const pending = new Set<PublishScope>();
  let running: Promise<void> | null = null;
  let daily: NodeJS.Timeout | undefined;

  const once = async (scope: PublishScope): Promise<PublishResult | null> => {
    const started = Date.now();
    try {
      // Loaded on first use: `npm start` builds (and so writes the kit) while the store starts.
      kit ??= loadPublishKit(options.kitDir ?? DEFAULT_KIT_DIR);
      const result = await publish(scope, target, { origin: options.origin, kit });
      if (result.changed.length || result.removed.length) {
        const parts = [...result.changed, ...result.removed.map((url) => `-${url}`)];
        options.log(`Published ${scope} in ${Date.now() - started} ms: ${parts.join(' ')}`);
      }
      return result;
    } catch (error) {
      options.log(`Publishing ${scope} failed; the previous pages stay: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return null;
    }
  };

  const drain = async () => {
    while (pending.size > 0) {
      const scopes = pending.has('all') ? (['all'] as const) : [...pending];
      pending.clear();
      for (const scope of scopes) await once(scope);
    }
    running = null;
  };

  const schedule = (scope: PublishScope) => {
    pending.add(scope);
    running ??= drain();
  };

  const armDaily = () => {
    daily = setTimeout(() => {
      schedule('events');
      armDaily();
    }, msUntilLagosMorning(new Date()));
    daily.unref();
  };
  armDaily();

  return {
    async run(scope) {
      await running;
      return once(scope);
    },
    schedule,
    async idle() {
      while (running) await running;
    },
    close() {
      clearTimeout(daily);
      pending.clear();
    },
  };
}
