// The announcement's fan-out (docs/ARCHITECTURE.md, Mailing list): one outbox mail per recipient, keyed
// by (announcement, email hash) and queued with a conditional Put, after the recipient's own manage link.
// A restarted or parallel run writes no mail twice: the Put fails its condition and the recipient is
// skipped; a page's recipients already queued are found with one batched read first. The cursor (the
// audience's last page read) is saved after each page, so a run that stopped resumes there. Pacing: each
// mail is due at the announcement's start (or sendAt) plus its place in the audience divided by the
// sending rate, so the mailer sends them at that rate whatever the number of mailers.
import { randomBytes } from 'node:crypto';
import { NEWS_LIMITS, NEWS_SEND_RATE } from '../../../contract/news';
import { newsRepo, type Announcement } from '../db/news-repo';
import { outboxRepo } from '../db/outbox-repo';
import { log } from '../log';
import { tokenHash } from '../privacy/person-hash';
import { audiencePage, mayReceiveAll, toRecipients, type Recipient } from './audience';

export type FanOutOptions = { now?: Date; pageSize?: number; maxPages?: number; ratePerSecond?: number };
export type FanOutRun = { queued: number; skipped: number; pages: number; done: boolean };

/** NEWS_SEND_RATE (mails a second, read per call) or the default. */
export function sendRate(): number {
  const setting = Number(process.env.NEWS_SEND_RATE);
  return Number.isFinite(setting) && setting > 0 ? setting : NEWS_SEND_RATE;
}

/** The outbox id of a recipient's mail: the same for every run. */
export const announcementMailId = (announcementId: string, hash: string) => `ann-${announcementId}-${hash}`;

export async function fanOut(announcementId: string, options: FanOutOptions = {}): Promise<FanOutRun> {
  const now = options.now ?? new Date();
  const pageSize = options.pageSize ?? 100;
  const rate = options.ratePerSecond ?? sendRate();
  const run: FanOutRun = { queued: 0, skipped: 0, pages: 0, done: false };
  const announcement = await newsRepo.announcement(announcementId);
  if (!announcement || announcement.status !== 'sending') return { ...run, done: true };
  const startMs = Math.max(Date.parse(announcement.startedAt ?? now.toISOString()), announcement.sendAt ? Date.parse(announcement.sendAt) : 0);
  let cursor = announcement.cursor;
  let page = announcement.pages ?? 0;
  for (;;) {
    if (options.maxPages !== undefined && run.pages >= options.maxPages) return run;
    // Cancelled meanwhile: stop. Another run got further (a parallel restart): go on from where it is.
    if (run.pages > 0) {
      const latest = await newsRepo.announcement(announcementId);
      if (!latest || latest.status !== 'sending') return { ...run, done: true };
      if ((latest.pages ?? 0) > page && latest.cursor) {
        page = latest.pages!;
        cursor = latest.cursor;
      }
    }
    const { candidates, next } = await audiencePage(announcement.audience, cursor, pageSize);
    // Each person keeps their place in the queue (and so their due time) whichever run queues them.
    const everyone = await toRecipients(candidates);
    const place = new Map(everyone.map((r, i) => [r.hash, page * pageSize + i]));
    // Those another run already queued cost one batched read, not their checks and writes again.
    const done = await newsRepo.alreadyQueued(new Map(everyone.map((r) => [r.hash, announcementMailId(announcementId, r.hash)])));
    const recipients = await mayReceiveAll(everyone.filter((r) => !done.has(r.hash)));
    const queued = recipients.length ? await newsRepo.queueRecipients(announcementId, recipients.map((r) => queueEntry(announcement, r, startMs + Math.floor((place.get(r.hash)! / rate) * 1000), now))) : 0;
    run.queued += queued;
    run.skipped += everyone.length - queued;
    page++;
    run.pages++;
    if (!next) {
      await newsRepo.finish(announcementId, now.toISOString());
      log.info('announcement queued', { announcementId, queued: run.queued, skipped: run.skipped, pages: run.pages });
      return { ...run, done: true };
    }
    await newsRepo.saveProgress(announcementId, next, page);
    cursor = next;
  }
}

function queueEntry(announcement: Announcement, recipient: Recipient, dueMs: number, now: Date) {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = Math.floor(now.getTime() / 1000) + NEWS_LIMITS.manageTokenDays * 86_400;
  const link = newsRepo.linkPut(tokenHash(token), { purpose: 'manage', emailHash: recipient.hash, announcementId: announcement.id, expiresAt });
  const mail = outboxRepo.queue({
    id: announcementMailId(announcement.id, recipient.hash),
    kind: 'announcement',
    to: [recipient.email],
    refs: { announcementId: announcement.id },
    data: { token, recipientHash: recipient.hash },
    dueAt: new Date(dueMs).toISOString(),
  });
  return { hash: recipient.hash, link, mail };
}
