import { useStore } from '../../test/harness';
import { tableName } from './client';
import { getItem, putNew, transact } from './items';
import { keys } from './keys';
import { MAX_ATTEMPTS, outboxRepo, type OutboxMail } from './outbox-repo';

useStore();

const NOW = new Date('2030-01-01T09:00:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const backoff = (attempt: number) => attempt * 60_000;

/** A registration-like item that shows its confirmation's status, written with the mail in one transaction. */
async function registrationWithMail(id: string): Promise<OutboxMail> {
  const queued = outboxRepo.queue({ kind: 'confirmation', to: [`${id}@example.com`], refs: { registrationId: id }, dueAt: NOW.toISOString() });
  await putNew({ ...keys.registration(id), id, mail: { id: queued.id, status: 'queued' } }, 'Registration');
  expect(await transact([queued.put])).toBeNull();
  return (await outboxRepo.get(queued.id))!;
}

const holderMail = async (id: string) => (await getItem(keys.registration(id)))?.mail;
const dueIds = async (at: Date) => (await outboxRepo.due(at.toISOString())).map((m) => m.id);

describe('the mail outbox', () => {
  it('lists a queued mail as due, lets one mailer claim it, and takes it off the list once sent', async () => {
    const mail = await registrationWithMail('reg-sent');
    expect(await dueIds(NOW)).toContain(mail.id);
    expect(await dueIds(later(-1000))).not.toContain(mail.id);

    expect(await outboxRepo.claim(mail, NOW, 30_000)).toBe(true);
    expect(await outboxRepo.claim(mail, NOW, 30_000)).toBe(false);
    expect(await holderMail('reg-sent')).toEqual({ id: mail.id, status: 'queued' });

    await outboxRepo.markSent({ ...mail, attempts: 1 }, 'ses-123', NOW);
    expect(await outboxRepo.get(mail.id)).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: 'ses-123' });
    expect(await dueIds(later(3_600_000))).not.toContain(mail.id);
    expect(await holderMail('reg-sent')).toEqual({ id: mail.id, status: 'sent' });
  });

  it('gives exactly one of ten racing mailers the claim', async () => {
    const mail = await registrationWithMail('reg-race');
    const claims = await Promise.all(Array.from({ length: 10 }, () => outboxRepo.claim(mail, NOW, 30_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('retries with backoff and fails for good after the last attempt', async () => {
    let mail = await registrationWithMail('reg-fail');
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const at = later((attempt - 1) * 3_600_000);
      expect(await dueIds(at)).toContain(mail.id);
      expect(await outboxRepo.claim(mail, at, 30_000)).toBe(true);
      mail = (await outboxRepo.get(mail.id))!;
      const status = await outboxRepo.markFailed(mail, 'connect ECONNREFUSED 127.0.0.1:1', at, backoff);
      mail = (await outboxRepo.get(mail.id))!;
      if (attempt < MAX_ATTEMPTS) {
        expect(status).toBe('queued');
        expect(mail.dueAt).toBe(new Date(at.getTime() + backoff(attempt)).toISOString());
        expect(await dueIds(at)).not.toContain(mail.id);
      } else {
        expect(status).toBe('failed');
      }
    }
    expect(mail).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'connect ECONNREFUSED 127.0.0.1:1' });
    expect(await dueIds(later(100 * 3_600_000))).not.toContain(mail.id);
    expect(await holderMail('reg-fail')).toEqual({ id: mail.id, status: 'failed' });
  });

  it('lists a mail whose lease ran out without an outcome, which is then marked unknown, never resent by itself', async () => {
    const mail = await registrationWithMail('reg-lost');
    await outboxRepo.claim(mail, NOW, 30_000);
    expect(await dueIds(later(10_000))).not.toContain(mail.id);
    const expired = (await outboxRepo.due(later(31_000).toISOString())).find((m) => m.id === mail.id);
    expect(expired).toMatchObject({ status: 'sending' });
    await outboxRepo.markUnknown(expired!);
    expect(await outboxRepo.get(mail.id)).toMatchObject({ status: 'unknown' });
    expect(await dueIds(later(3_600_000))).not.toContain(mail.id);
  });

  it('resends as a new queued mail that the registration then shows', async () => {
    const mail = await registrationWithMail('reg-resend');
    await outboxRepo.claim(mail, NOW, 30_000);
    await outboxRepo.markSent({ ...mail, attempts: 1 }, 'ses-1', NOW);
    await outboxRepo.markBounced((await outboxRepo.get(mail.id))!, 'Permanent: mailbox does not exist');
    expect(await holderMail('reg-resend')).toEqual({ id: mail.id, status: 'bounced' });

    const againId = await outboxRepo.resend(mail.id);
    expect(againId).not.toBe(mail.id);
    expect(await outboxRepo.get(againId!)).toMatchObject({ status: 'queued', attempts: 0, kind: 'confirmation', to: ['reg-resend@example.com'] });
    expect(await holderMail('reg-resend')).toEqual({ id: againId, status: 'queued' });
    expect(await outboxRepo.resend('no-such-mail')).toBeNull();
  });

  it('still records the outcome when the registration it is about was deleted', async () => {
    const mail = await registrationWithMail('reg-gone');
    await outboxRepo.claim(mail, NOW, 30_000);
    await transact([{ Delete: { TableName: tableName(), Key: keys.registration('reg-gone') } }]);
    await outboxRepo.markSent({ ...mail, attempts: 1 }, 'ses-2', NOW);
    expect(await outboxRepo.get(mail.id)).toMatchObject({ status: 'sent' });
    expect(await getItem(keys.registration('reg-gone'))).toBeNull();
  });
});
