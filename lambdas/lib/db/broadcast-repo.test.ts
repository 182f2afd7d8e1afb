import { useStore } from '../../test/harness';
import { broadcastRepo } from './broadcast-repo';
import { putNew } from './items';
import { keys } from './keys';
import { outboxRepo } from './outbox-repo';

useStore();

describe('broadcastRepo.queue', () => {
  it('queues a mail for each of 230 attendees although one transaction holds at most 100', async () => {
    for (let i = 0; i < 230; i++) {
      const id = `bulk-${String(i).padStart(3, '0')}`;
      const createdAt = new Date(Date.UTC(2030, 0, 1, 0, 0, i)).toISOString();
      await putNew({ ...keys.registration(id), ...keys.registrationGsi(createdAt, id), id, name: `N ${i}`, email: `${id}@example.com`, phone: '08031234567', eventId: 'big-event', createdAt, status: 'registered' }, 'Registration');
      // Every registration is written with its email guard (registrations-repo.ts): the event's partition lists them.
      await putNew({ ...keys.emailGuard('big-event', `${id}@example.com`), registrationId: id }, 'Email guard');
    }
    expect(await broadcastRepo.queue('big-event', { subject: 'Hello', body: 'See you soon' })).toBe(230);
    const due = await outboxRepo.due(new Date(Date.now() + 60_000).toISOString(), 1000);
    expect(new Set(due.filter((m) => m.kind === 'broadcast').map((m) => m.to[0])).size).toBe(230);
  });
});
