// GET /api/unsubscribe/{token} (docs/PRODUCT-RULES.md, Mailing list): the List-Unsubscribe address opened
// by a browser or followed by a mail scanner sends the person to their page and changes nothing.
import { getItem } from '../lib/db/items';
import { keys } from '../lib/db/keys';
import { outboxRepo } from '../lib/db/outbox-repo';
import { privacyRepo } from '../lib/db/privacy-repo';
import { emailHash } from '../lib/privacy/person-hash';
import { call, useStore } from '../test/harness';

useStore();
beforeAll(() => {
  process.env.RATE_LIMIT_NEWS = '1000';
});

it('answers 303 to the subscriber’s page and never unsubscribes', async () => {
  const email = 'scanner@example.com';
  expect((await call('POST', '/api/subscribe', { body: { email, marketingConsent: true, fillMs: 8000 } })).status).toBe(202);
  const [mail] = (await outboxRepo.due('9999', 5000)).filter((m) => m.kind === 'news-confirmation' && m.to[0] === email);
  const manage: string = (await call('POST', `/api/subscribe/confirm/${mail.data!.token}`)).body.id;
  const hash = await emailHash(email);
  const before = await getItem(keys.newsSubscriber(hash));

  for (let i = 0; i < 2; i++) {
    const answer = await call('GET', `/api/unsubscribe/${manage}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.Location).toBe(`/news/${manage}`);
  }

  expect(await getItem(keys.newsSubscriber(hash))).toEqual(before);
  expect(before).toMatchObject({ status: 'subscribed' });
  expect(await privacyRepo.consents(hash)).toEqual([expect.objectContaining({ marketing: true, form: 'subscribe' })]);
  expect((await call('GET', `/api/news/${manage}`)).body.data).toEqual({ interests: [], subscribed: true });
  // The one-click POST to the same address still unsubscribes.
  expect((await call('POST', `/api/unsubscribe/${manage}`, { body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(200);
  expect(await getItem(keys.newsSubscriber(hash))).toMatchObject({ status: 'unsubscribed' });
});

it('a link that is no token is a 404 with a message, not a redirect', async () => {
  const answer = await call('GET', '/api/unsubscribe/short');
  expect(answer.status).toBe(404);
  expect(answer.body.message).toMatch(/not valid/);
  expect(answer.headers.Location).toBeUndefined();
});
