// The web tests' environment: jsdom, plus Node's own fetch and its companions.
//
// The tests mock the network with msw, which patches fetch in Node and builds
// its requests, answers and body streams from Node's classes. The stock jsdom
// environment hides those from the test window (no fetch, Request, Response,
// streams, BroadcastChannel or structuredClone) and puts jsdom's look-alikes
// in place of others (Headers, AbortSignal) that Node's fetch refuses. So we
// hand the window Node's originals: no polyfills, the same fix as the
// jest-fixed-jsdom package. jsdom keeps its Blob, File and FileReader, which
// only work with each other.
import JSDOMEnvironment from 'jest-environment-jsdom';

const FROM_NODE = {
  fetch,
  Request,
  Response,
  Headers,
  AbortController,
  AbortSignal,
  ReadableStream,
  WritableStream,
  TransformStream,
  TextEncoder,
  TextDecoder,
  TextEncoderStream,
  TextDecoderStream,
  BroadcastChannel,
  structuredClone,
};

export default class JsdomWithNodeFetch extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    Object.assign(this.global, FROM_NODE);
    // jsdom resolves packages with the 'browser' export condition, and msw/node
    // deliberately has no browser build. These tests run in Node: take the
    // packages' default (Node) builds.
    this.customExportConditions = [''];
  }
}
