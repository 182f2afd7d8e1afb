// PLACEHOLDER until branch `publish` is merged: that branch's module of the
// same name (the renderer with data) replaces this file whole. Written so the
// publisher Lambda's wiring type-checks and bundles in the meantime; it
// publishes nothing, and says so loudly rather than pretend.
import type { LoadPublishKit, Publish } from './publish-types';

export type { PublishKit, PublishResult, PublishScope, PublishTarget } from './publish-types';

const notMerged = () => new Error('The publisher core (branch `publish`) is not merged into this build');

export const publish: Publish = () => Promise.reject(notMerged());
export const loadPublishKit: LoadPublishKit = () => {
  throw notMerged();
};
