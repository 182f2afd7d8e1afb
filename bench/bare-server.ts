// The floor for the API figures: a plain node:http server answering the same
// JSON bytes the local stack answered, straight from memory. Run as a child:
//   BARE_FIXTURE=<json file> node -r esbuild-register bench/bare-server.ts
// The fixture: { upcoming: {status, headers, body}, contact: {status, headers, body} } (bodies as strings).
import http from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

export type FixtureAnswer = { status: number; headers: Record<string, string>; body: string };
export type BareFixture = { upcoming: FixtureAnswer; contact: FixtureAnswer };

export function createBareServer(fixture: BareFixture): http.Server {
  const upcoming = { ...fixture.upcoming, bytes: Buffer.from(fixture.upcoming.body) };
  const contact = { ...fixture.contact, bytes: Buffer.from(fixture.contact.body) };
  const send = (res: http.ServerResponse, answer: typeof upcoming) => {
    res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.bytes.length });
    res.end(answer.bytes);
  };
  return http.createServer((req, res) => {
    const url = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' && url === '/api/events/upcoming') return send(res, upcoming);
    if (req.method === 'POST' && url === '/api/contact') {
      // Read the whole body first, as any real handler must.
      req.resume();
      req.on('end', () => send(res, contact));
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{"success":false,"message":"Not found"}');
  });
}

if (require.main === module) {
  const fixture = JSON.parse(readFileSync(process.env.BARE_FIXTURE!, 'utf8')) as BareFixture;
  const server = createBareServer(fixture);
  server.listen(0, '127.0.0.1', () => {
    console.log(`Bare server at http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
