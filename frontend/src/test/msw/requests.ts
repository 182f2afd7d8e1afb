// What the page sent, as the server saw it: recorded from msw's life-cycle
// events, so it covers every request, whichever handler answered it.
import { server } from './server';

export type SentRequest = {
  method: string;
  path: string;
  /** The query string with its '?', '' when none (the admin lists' ?cursor= and ?search=). */
  query: string;
  /** The parsed JSON body; the raw text when it is not JSON (an upload's bytes); undefined when there was none. */
  body: unknown;
  authorization: string | null;
  credentials: RequestCredentials;
};

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Starts recording; the array fills as requests arrive. setup.ts stops it after each test. */
export function recordRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  server.events.on('request:start', async ({ request }) => {
    const text = await request.clone().text();
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      query: new URL(request.url).search,
      body: text ? parsed(text) : undefined,
      authorization: request.headers.get('authorization'),
      credentials: request.credentials,
    });
  });
  return sent;
}
