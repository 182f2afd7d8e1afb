// The publisher's interface, as agreed with the publisher core (branch
// `publish`): the handler and the S3 target are written against these types
// only. Once the core is merged, its own module holds them and this file goes.
export type PublishScope = 'events' | 'gallery' | 'testimonials' | 'all';

/** Where the published files live: paths relative to the site root ('events/abc.html', 'sitemap.xml'). */
export interface PublishTarget {
  read(path: string): Promise<string | null>;
  /** Atomic per file: a reader sees the old file or the new one, never a mix. */
  write(path: string, html: string): Promise<void>;
  remove(path: string): Promise<void>;
  list(prefix: string): Promise<string[]>;
}

/** URL paths: '/events', '/events/abc', '/sitemap.xml'. */
export type PublishResult = { changed: string[]; removed: string[] };

/** What the build emits into frontend/.build/publish/ for the renderer; opaque here. */
export type PublishKit = { readonly __publishKit: unique symbol };

export type PublishOptions = { origin: string; kit: PublishKit; today?: string };

export type Publish = (scope: PublishScope, target: PublishTarget, options: PublishOptions) => Promise<PublishResult>;
export type LoadPublishKit = (dir: string) => PublishKit;
