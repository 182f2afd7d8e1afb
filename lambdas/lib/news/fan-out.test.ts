// One announcement to 2,000 consenting subscribers on the local store (issue 39, Done when): every one
// gets exactly one outbox mail and one sent mail, also when the fan-out stops midway, loses its saved
// progress and is restarted twice at once; nobody without a yes, suppressed, unsubscribed or
// bounced gets one; the counts add up; the mails are paced to the sending rate. Seeded with batch writes.
import { keys } from '../db/keys';
import { newsRepo } from '../db/news-repo';
import { queryPartition, updateExisting } from '../db/items';
import type { OutboxMail } from '../db/outbox-repo';
import { resetPersonHashKey } from '../privacy/person-hash';
import { useStore } from '../../test/harness';
import { expectLogs } from '../../test/logs';
import { announcementMailId, fanOut } from './fan-out';
import { seedSubscribers, type SeedSubscriber } from './seed-subscribers';

expectLogs('announcement queued');
useStore();
beforeAll(() => {
  process.env.PRIVACY_HASH_KEY = 'fan-out-test-key-0123456789abcdef';
  resetPersonHashKey();
});
afterAll(() => {
  delete process.env.PRIVACY_HASH_KEY;
  resetPersonHashKey();
});

const CONSENTING = 2000;
it('2,000 consenting subscribers get exactly one mail each, through a stop, a lost cursor and two parallel restarts', async () => {
  const yes = Array.from({ length: CONSENTING }, (_, i) => ({ email: `fan${i}@example.com`, consents: [true] }));
  const excluded: SeedSubscriber[] = [
    ...Array.from({ length: 25 }, (_, i) => ({ email: `never${i}@example.com`, consents: [] })),
    ...Array.from({ length: 25 }, (_, i) => ({ email: `withdrew${i}@example.com`, consents: [true, false] })),
    ...Array.from({ length: 25 }, (_, i) => ({ email: `erased${i}@example.com`, consents: [true], suppressed: true })),
    ...Array.from({ length: 25 }, (_, i) => ({ email: `gone${i}@example.com`, consents: [true], status: 'unsubscribed' })),
    ...Array.from({ length: 25 }, (_, i) => ({ email: `bounced${i}@example.com`, consents: [true], status: 'bounced' })),
  ];
  await seedSubscribers([...yes, ...excluded]);

  const started = new Date('2030-01-01T09:00:00.000Z');
  const id = await newsRepo.createAnnouncement({ subject: 'The next workshop', body: 'Come **along**.', audience: { kind: 'subscribers' }, createdBy: 'admin', at: started.toISOString() });
  expect(await newsRepo.startSending(id, started.toISOString())).toBe('started');
  const rate = 14;

  // Stopped after 15 pages; then three more, whose saved progress is lost (as if the run died before saving it).
  const first = await fanOut(id, { now: started, pageSize: 100, maxPages: 15, ratePerSecond: rate });
  expect(first).toMatchObject({ pages: 15, done: false });
  const saved = (await newsRepo.announcement(id))!;
  const lost = await fanOut(id, { now: started, pageSize: 100, maxPages: 3, ratePerSecond: rate });
  await updateExisting(keys.announcement(id), { cursor: saved.cursor, pages: saved.pages });
  // Two restarts at once: they go over the three lost pages again (queuing nobody twice) and race for the rest.
  const restarts = await Promise.all([1, 2].map(() => fanOut(id, { now: started, pageSize: 100, ratePerSecond: rate })));
  expect(restarts.every((r) => r.done)).toBe(true);
  expect(restarts[0].queued + restarts[1].queued).toBe(CONSENTING - first.queued - lost.queued);

  const mails = (await queryPartition(keys.mailDuePartition)).filter((m) => (m.refs as { announcementId?: string }).announcementId === id) as unknown as OutboxMail[];
  const to = mails.map((m) => m.to[0]);
  expect(mails).toHaveLength(CONSENTING);
  expect(new Set(to).size).toBe(CONSENTING);
  expect(new Set(to)).toEqual(new Set(yes.map((p) => p.email)));
  for (const mail of mails.slice(0, 20)) expect(mail.id).toBe(announcementMailId(id, mail.data!.recipientHash));
  expect(await newsRepo.recipientCount(id)).toBe(CONSENTING);
  expect((await newsRepo.announcement(id))!.status).toBe('sent');

  // Paced: never more mails due in one second than the rate.
  const perSecond = new Map<string, number>();
  for (const mail of mails) perSecond.set(mail.dueAt.slice(0, 19), (perSecond.get(mail.dueAt.slice(0, 19)) ?? 0) + 1);
  expect(Math.max(...perSecond.values())).toBeLessThanOrEqual(rate);
  const span = (Date.parse(mails.map((m) => m.dueAt).sort().at(-1)!) - started.getTime()) / 1000;
  expect(span).toBeGreaterThanOrEqual(CONSENTING / rate - 1);

  const counts = (await newsRepo.announcement(id))!;
  expect({ sent: counts.sent, bounced: counts.bounced, complained: counts.complained, unsubscribed: counts.unsubscribed }).toEqual({ sent: 0, bounced: 0, complained: 0, unsubscribed: 0 });
});
