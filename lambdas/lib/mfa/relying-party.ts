// Who the passkeys belong to (WebAuthn's relying party): the site's own address,
// SITE_ORIGIN when the deployment sets it (infra/constructs/http-api.ts gives it
// to every route that reads factors), else the page that asked (lib/site-origin.ts).
// A relying party id must be a domain, never an IP address: browsers refuse
// `rp.id: '127.0.0.1'` (Chromium: "invalid domain"), though http://127.0.0.1 is a
// secure context. So an IP origin (the local stack's http://127.0.0.1:3000) is
// served as localhost, the same port: passkeys work locally at http://localhost:3000
// (also a secure context), and the sign-in page on 127.0.0.1 sends the browser there.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { siteOrigin } from '../site-origin';

export type RelyingParty = { id: string; origin: string };

const IP = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

export function relyingPartyOf(origin: string): RelyingParty {
  const url = new URL(origin);
  if (!IP.test(url.hostname)) return { id: url.hostname, origin: url.origin };
  return { id: 'localhost', origin: `${url.protocol}//localhost${url.port ? `:${url.port}` : ''}` };
}

export const relyingParty = (event: APIGatewayProxyEventV2): RelyingParty => relyingPartyOf(siteOrigin(event));
