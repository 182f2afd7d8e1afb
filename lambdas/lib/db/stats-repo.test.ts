// The insights' counters stay exact: registrations, payments (Paystack and
// mark-paid), expiries, refunds, cancels, removals, check-ins and walk-ins,
// and on a full event unpaid checkouts, waitlist joins, offers, claims and
// removals, are fired in parallel through the real repositories (duplicates
// included), and the stats answer equals a count made from the registration
// and waitlist items.
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, lagosDay, todayInLagos } from '../../../contract/dates';
import { nairaToKobo } from '../../../contract/naira';
import { eventInput, type EventRegistration } from '../../../contract/schemas';
import { BOOKING_SOURCES, type BookingSource } from '../../../contract/stats';
import { DEFAULT_TICKET_TYPE_ID } from '../../../contract/ticket-types';
import type { WaitlistEntry } from '../../../contract/waitlist';
import { eventBody, useStore } from '../../test/harness';
import { checkinsRepo } from './checkins-repo';
import { db, tableName } from './client';
import { eventsRepo } from './events-repo';
import { getItem, transact } from './items';
import { keys } from './keys';
import { paymentsRepo } from './payments-repo';
import { registrationsRepo } from './registrations-repo';
import { rebuildStats, rebuildStatsOnce } from './stats-maintenance';
import { readStats } from './stats-read';
import { statsWrites } from './stats-repo';
import { ticketsRepo } from './tickets-repo';
import { waitlistRepo } from './waitlist-repo';

useStore();

const today = todayInLagos();
const PRICE = 5000;
const person = (n: string) => ({ name: `Person ${n}`, email: `person-${n}@example.com`, phone: '08012345678' });

/**
 * The refunds feature's write as the hook contract asks (docs/ARCHITECTURE.md,
 * Insights): the refund stored on the payment and statsWrites.refunded in one
 * transaction, guarded so it happens once.
 */
async function refund(id: string, at: string): Promise<boolean> {
  const item = (await getItem(keys.registration(id)))!;
  const failed = await transact([
    {
      Update: {
        TableName: tableName(),
        Key: keys.registration(id),
        UpdateExpression: 'SET payment.refundedAt = :at',
        ConditionExpression: 'attribute_exists(payment.paidAt) AND attribute_not_exists(payment.refundedAt)',
        ExpressionAttributeValues: { ':at': at },
      },
    },
    ...statsWrites.refunded(item, at),
  ]);
  return !failed;
}

/** The figures counted by hand from the registration items, the way the issue defines them. */
function countFromItems(items: (EventRegistration & { payment?: { refundedAt?: string } })[]) {
  const bookings = new Map<string, number>();
  const net = new Map<string, number>();
  const byEvent = new Map<string, { collected: number; refunded: number }>();
  const sources: Record<BookingSource, number> = { direct: 0, whatsapp: 0, code: 0 };
  const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  for (const r of items) {
    if (r.status !== 'cancelled') {
      add(bookings, lagosDay(new Date(r.createdAt)), 1);
      sources[r.source ?? 'direct']++;
    }
    if (!r.payment?.paidAt) continue;
    const kobo = nairaToKobo(r.payment.amount);
    add(net, lagosDay(new Date(r.payment.paidAt)), kobo);
    const event = byEvent.get(r.eventId) ?? { collected: 0, refunded: 0 };
    event.collected += kobo;
    if (r.payment.refundedAt) {
      add(net, lagosDay(new Date(r.payment.refundedAt)), -kobo);
      event.refunded += kobo;
    }
    byEvent.set(r.eventId, event);
  }
  return { bookings, net, byEvent, sources };
}

/** An event's seats and waitlist counted by hand: seats held by unpaid checkouts, held for offers, and the people waiting. */
function seatsFromItems(eventId: string, items: EventRegistration[], queue: WaitlistEntry[]) {
  const live = (r: EventRegistration) => (r.tickets ? r.tickets.filter((t) => !t.cancelledAt).length : 1);
  const mine = items.filter((r) => r.eventId === eventId && r.status !== 'cancelled');
  const waiting = queue.filter((e) => e.status === 'waiting');
  const seatsOffered = queue.filter((e) => e.status === 'offered').reduce((n, e) => n + e.quantity, 0);
  return {
    seatsTaken: mine.reduce((n, r) => n + live(r), 0) + seatsOffered,
    seatsHeld: mine.filter((r) => r.status === 'pending_payment').reduce((n, r) => n + live(r), 0),
    seatsOffered,
    waitlisted: waiting.length,
    waitlistSeats: waiting.reduce((n, e) => n + e.quantity, 0),
  };
}

async function counterItems(partition: string) {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': partition },
    }),
  );
  return (Items ?? []).map(({ pk, sk, gsi1pk, gsi1sk, ...rest }) => ({ pk, sk, gsi1pk, gsi1sk, ...rest }));
}

describe('the insights counters under parallel writes', () => {
  it('equal a count made from the items after registrations, payments, expiries, refunds, cancels, removals, check-ins and waitlist moves race', async () => {
    const free = 'stats-free';
    const venue = 'stats-venue';
    const online = 'stats-online';
    // Six seats, all taken by unpaid checkouts, then a waitlist.
    const wait = 'stats-wait';
    const date = addDays(today, 10);
    await eventsRepo.create(eventInput.parse(eventBody({ date, price: 0, maxParticipants: 40 })), { id: free });
    await eventsRepo.create(eventInput.parse(eventBody({ date, price: PRICE, maxParticipants: 40 })), { id: venue });
    await eventsRepo.create(eventInput.parse(eventBody({ date, price: PRICE, maxParticipants: 40 })), { id: online });
    await eventsRepo.create(eventInput.parse(eventBody({ date, price: PRICE, maxParticipants: 6 })), { id: wait });
    const now = new Date();
    const holdUntil = new Date(now.getTime() + 15 * 60_000).toISOString();
    const source = (i: number) => (['direct', 'whatsapp'] as const)[i % 2];
    const onlinePayment = (seats: number) => ({ payment: { mode: 'online' as const, amount: PRICE * seats, holdUntil } });
    const tickets = (n: number, name: string) => Array.from({ length: n }, (_, i) => ({ ticketTypeId: DEFAULT_TICKET_TYPE_ID, name: `${name} ${i + 1}` }));

    // Round 1: bookings of all three kinds at once, with a walk-in and a duplicate email among them.
    const made = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => registrationsRepo.create({ ...person(`f${i}`), eventId: free, source: source(i) } as never, now)),
      ...Array.from({ length: 8 }, (_, i) => registrationsRepo.create({ ...person(`v${i}`), eventId: venue, source: source(i) } as never, now, { payment: { mode: 'venue', amount: PRICE } })),
      ...Array.from({ length: 10 }, (_, i) =>
        registrationsRepo.create({ ...person(`o${i}`), eventId: online, source: source(i + 1) } as never, now, { payment: { mode: 'online', amount: PRICE, holdUntil } }),
      ),
      registrationsRepo.create({ ...person('f0'), eventId: free }, now),
      registrationsRepo.create({ ...person('door'), eventId: free }, now, { checkIn: { at: now.toISOString(), by: 'admin' } }),
      // The small event filled by unpaid checkouts: a group of two and four of one.
      registrationsRepo.create({ ...person('wg'), eventId: wait, tickets: tickets(2, 'Group') }, now, onlinePayment(2)),
      ...Array.from({ length: 4 }, (_, i) => registrationsRepo.create({ ...person(`w${i}`), eventId: wait }, now, onlinePayment(1))),
    ]);
    const ok = made.flatMap((r) => (r.ok ? [r.registration] : []));
    expect(ok).toHaveLength(34);
    const of = (eventId: string) => ok.filter((r) => r.eventId === eventId);
    const [f, v, o, w] = [of(free), of(venue), of(online), of(wait)];

    // The small event is full: six people join its waitlist at once, one of them twice.
    const joins = await Promise.all([...[1, 2, 1, 1, 2, 1].map((quantity, i) => waitlistRepo.join(wait, { ...person(`q${i}`), quantity }, now)), waitlistRepo.join(wait, { ...person('q0'), quantity: 1 }, now)]);
    const queued = joins.flatMap((j) => (j.ok ? [j.entry] : []));
    expect(queued).toHaveLength(6);

    // Round 2: everything that changes them, at once, each "once" write fired twice.
    const yesterday = new Date(now.getTime() - 86_400_000).toISOString();
    const charge = (r: EventRegistration, paidAt: string) =>
      paymentsRepo.applyCharge({ reference: r.id, status: 'success', amount: nairaToKobo(PRICE), currency: 'NGN', paidAt });
    const twice = <T>(work: () => Promise<T>) => [work(), work()];
    await Promise.all([
      // Online: four paid (two dated yesterday), two paid twice over, two expire, one expires while being paid.
      ...o.slice(0, 4).flatMap((r, i) => twice(() => charge(r, i < 2 ? yesterday : now.toISOString()))),
      ...o.slice(4, 6).flatMap((r) => twice(() => paymentsRepo.expireHold({ registrationId: r.id, eventId: online, expiresAt: holdUntil }))),
      charge(o[6], now.toISOString()),
      paymentsRepo.expireHold({ registrationId: o[6].id, eventId: online, expiresAt: holdUntil }),
      // Venue: five marked paid (twice each), one of them also cancelled by the attendee.
      ...v.slice(0, 5).flatMap((r) => twice(() => paymentsRepo.markVenuePaid(r.id, 'cash', 'admin'))),
      ...twice(() => ticketsRepo.cancel(v[0].ticketToken!, now)),
      // Removed by the admin, twice each; one of them marked paid at the same moment.
      ...[v[5], f[1], f[2]].flatMap((r) => twice(() => registrationsRepo.remove(r.id))),
      paymentsRepo.markVenuePaid(v[5].id, 'transfer', 'admin'),
      // Cancelled by attendees, twice each.
      ...[f[3], f[4], o[7]].flatMap((r) => twice(() => ticketsRepo.cancel(r.ticketToken!, now))),
      // Checked in at the door (twice each), and one checked in then undone.
      ...f.slice(5, 9).flatMap((r) => twice(() => checkinsRepo.checkIn(r.ticketToken!, free, 'door', now.toISOString()))),
      // The full event: two unpaid holds run out and their seats go to the waitlist (as the payments worker
      // does), one hold is paid, one ticket of the unpaid group is cancelled, someone waiting is removed; twice each.
      ...[w[1], w[2]].flatMap((r) =>
        twice(async () => {
          await paymentsRepo.expireHold({ registrationId: r.id, eventId: wait, expiresAt: holdUntil });
          return waitlistRepo.offerFreed(wait, now);
        }),
      ),
      ...twice(() => charge(w[3], now.toISOString())),
      // An unpaid checkout paid while its buyer cancels it: whichever lands first, its seats stop being held once.
      charge(w[4], now.toISOString()),
      ticketsRepo.cancel(w[4].ticketToken!, now),
      ...twice(() => ticketsRepo.cancel(w[0].tickets![1].token, now)),
      ...twice(() => waitlistRepo.remove(queued[3].id, now)),
    ]);
    await checkinsRepo.undo(f[8].id);
    // The seat the group's cancelled ticket freed goes to the waitlist too (cancel-ticket's handler does this).
    await waitlistRepo.offerFreed(wait, now);
    const offered = (await waitlistRepo.list(wait)).filter((e) => e.status === 'offered');
    expect(offered.length).toBeGreaterThanOrEqual(2);
    // A claim is the register path's order (claim-ticket.ts): its seats move from the offer to an unpaid checkout.
    const claim = (entry: WaitlistEntry) =>
      registrationsRepo.create({ eventId: wait, name: entry.name, email: entry.email, phone: entry.phone, tickets: tickets(entry.quantity, entry.name) }, now, {
        offer: { quantity: entry.quantity, ticketTypeId: entry.ticketTypeId, writes: (id) => waitlistRepo.claimWrites(entry, id, now) },
        ...onlinePayment(entry.quantity),
      });

    // Round 3: refunds (the refunds feature's write), each fired twice; a cancelled-after-paying
    // venue ticket and a paid online one; plus a removal of a paid and refunded registration.
    // And on the full event: one offer claimed, another removed by the admin (its seats pass on), twice each.
    await Promise.all([
      ...twice(() => refund(v[0].id, now.toISOString())),
      ...twice(() => refund(o[0].id, now.toISOString())),
      ...twice(() => refund(v[1].id, now.toISOString())),
      ...twice(() => claim(offered[0])),
      ...twice(() => waitlistRepo.remove(offered[1].id, now)),
    ]);
    await registrationsRepo.remove(v[1].id);
    // Round 4: a running offer runs out (its time is up a month on), and the claimed order is paid.
    const running = (await waitlistRepo.list(wait)).find((e) => e.status === 'offered');
    if (running) expect(await waitlistRepo.expireOffer(running.id, new Date(now.getTime() + 30 * 86_400_000))).toBe('expired');
    const claimed = (await registrationsRepo.list()).find((r) => r.email === offered[0].email && r.eventId === wait)!;
    expect(claimed.status).toBe('pending_payment');
    expect(await paymentsRepo.applyCharge({ reference: claimed.id, status: 'success', amount: nairaToKobo(claimed.payment!.amount), currency: 'NGN', paidAt: now.toISOString() })).toBe('paid');

    const items = (await registrationsRepo.list()) as Parameters<typeof countFromItems>[0];
    const expected = countFromItems(items);
    // The hand count saw each kind of write.
    expect([...expected.net.values()].some((n) => n < nairaToKobo(PRICE) * 4)).toBe(true);
    expect(items.some((r) => r.status === 'cancelled')).toBe(true);
    expect(expected.byEvent.get(venue)!.refunded).toBe(nairaToKobo(PRICE));
    const queue = await waitlistRepo.list(wait);
    expect(queue.map((e) => e.status)).toEqual(expect.arrayContaining(['claimed', 'removed']));
    expect(queue.some((e) => e.status === 'waiting' || e.status === 'offered')).toBe(true);
    expect(seatsFromItems(wait, items, queue).seatsHeld).toBeGreaterThan(0);

    const period = { from: addDays(today, -2), to: addDays(today, 1) };
    const stats = await readStats(period);
    // Everything happened within the period (bookings today, payments yesterday and today).
    expect([...expected.bookings.keys(), ...expected.net.keys()].every((day) => day >= period.from && day <= period.to)).toBe(true);
    expect(stats.registrations.map(({ day }) => day)).toEqual([addDays(today, -2), addDays(today, -1), today, addDays(today, 1)]);
    expect(stats.registrations).toEqual(stats.registrations.map(({ day }) => ({ day, count: expected.bookings.get(day) ?? 0 })));
    expect(stats.revenue).toEqual(stats.revenue.map(({ day }) => ({ day, naira: (expected.net.get(day) ?? 0) / 100 })));
    expect(stats.sources).toEqual(expected.sources);
    expect(BOOKING_SOURCES.reduce((n, s) => n + stats.sources[s], 0)).toBe(items.filter((r) => r.status !== 'cancelled').length);
    for (const id of [free, venue, online, wait]) {
      const event = stats.events.find((e) => e.id === id)!;
      const money = expected.byEvent.get(id) ?? { collected: 0, refunded: 0 };
      const stored = (await eventsRepo.get(id))!;
      expect(event).toMatchObject({
        revenue: (money.collected - money.refunded) / 100,
        refunded: money.refunded / 100,
        ...seatsFromItems(id, items, await waitlistRepo.list(id)),
        checkedIn: items.filter((r) => r.eventId === id && r.checkedInAt).length,
        capacity: id === wait ? 6 : 40,
        date,
      });
      expect(event.seatsTaken).toBe(stored.seatsTaken);
    }
    // Exactly: three checked in at the door (one undone) and the walk-in.
    expect(stats.events.find((e) => e.id === free)!.checkedIn).toBe(4);

    // The recount from the items writes the very counters the writes kept.
    const kept = [await counterItems(keys.statsDaysPartition), await counterItems(keys.statsEventsPartition)];
    await rebuildStats();
    const recounted = [await counterItems(keys.statsDaysPartition), await counterItems(keys.statsEventsPartition)];
    // A counter item of zeros counts as none (the recount drops it; the writes leave it at zero).
    const normalise = (list: Record<string, unknown>[]) =>
      list
        .map((item) => Object.fromEntries(Object.entries(item).filter(([, value]) => value !== 0)))
        .filter((item) => Object.keys(item).some((name) => !['pk', 'sk', 'gsi1pk', 'gsi1sk'].includes(name)))
        .sort((a, b) => String(a.pk).localeCompare(String(b.pk)));
    expect(recounted.map(normalise)).toEqual(kept.map(normalise));
  });
});

describe('the recount of data written before the counters', () => {
  it('runs once per table and counts registrations that have no counters yet', async () => {
    await rebuildStatsOnce(); // the first: whatever the suite wrote so far
    expect(await rebuildStatsOnce()).toBeNull();
    const before = await readStats({ from: today, to: today });
    // A registration written the old way, without its counters (as before this version).
    const id = 'stats-old-registration';
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.registration(id), ...keys.registrationGsi(new Date().toISOString(), id), id, eventId: 'stats-free', createdAt: new Date().toISOString(), status: 'registered' },
      }),
    );
    expect((await readStats({ from: today, to: today })).registrations).toEqual(before.registrations);
    const recount = await rebuildStats();
    expect(recount.registrations).toBeGreaterThan(0);
    const after = await readStats({ from: today, to: today });
    expect(after.registrations[0].count).toBe(before.registrations[0].count + 1);
    expect(after.sources.direct).toBe(before.sources.direct + 1);
  });

  it('runs once more on a table recounted before the held seats and the waitlist were counted', async () => {
    // The marker as the version before wrote it (no version); the counters then lack what it did not count.
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.statsRebuilt, at: new Date().toISOString(), registrations: 1 } }));
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.statsEvent('stats-wait'), collectedKobo: 0 } }));
    const counted = seatsFromItems('stats-wait', await registrationsRepo.list(), await waitlistRepo.list('stats-wait'));
    expect(counted.seatsHeld + counted.waitlisted).toBeGreaterThan(0);
    expect(await rebuildStatsOnce()).not.toBeNull();
    expect((await readStats({ from: today, to: today })).events.find((e) => e.id === 'stats-wait')).toMatchObject(counted);
    expect(await rebuildStatsOnce()).toBeNull();
  });

  it('counts an order that used a code as from a code, as the writes do', async () => {
    const id = 'stats-old-code-order';
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.registration(id), ...keys.registrationGsi(new Date().toISOString(), id), id, eventId: 'stats-free', createdAt: new Date().toISOString(), status: 'registered', promoCode: 'SALES10', source: 'whatsapp' },
      }),
    );
    const before = await readStats({ from: today, to: today });
    await rebuildStats();
    const after = await readStats({ from: today, to: today });
    expect(after.sources).toEqual({ ...before.sources, code: before.sources.code + 1 });
  });
});

describe('an attendee cancelling an unpaid checkout while its payment lands', () => {
  it('reads the order again, so its seats stop being held once and the money is owed back', async () => {
    const eventId = 'stats-race';
    await eventsRepo.create(eventInput.parse(eventBody({ date: addDays(today, 10), price: PRICE, maxParticipants: 5 })), { id: eventId });
    const now = new Date();
    const made = await registrationsRepo.create({ ...person('race'), eventId }, now, { payment: { mode: 'online', amount: PRICE, holdUntil: new Date(now.getTime() + 15 * 60_000).toISOString() } });
    if (!made.ok) throw new Error(`the order was refused: ${made.reason}`);
    const { id, ticketToken } = made.registration;
    // Paystack's charge lands between the cancel's read of the order and its transaction (the first one it sends).
    let landed = false;
    const name = 'chargeLandsBeforeTheCancel';
    db().middlewareStack.add(
      (next, context) => async (args) => {
        const first = (args.input as { TransactItems?: { Update?: { ExpressionAttributeValues?: Record<string, unknown> } }[] }).TransactItems?.[0]?.Update;
        if (!landed && context.commandName === 'TransactWriteItemsCommand' && first?.ExpressionAttributeValues?.[':cancelled']) {
          landed = true;
          await paymentsRepo.applyCharge({ reference: id, status: 'success', amount: nairaToKobo(PRICE), currency: 'NGN', paidAt: now.toISOString() });
        }
        return next(args);
      },
      { step: 'initialize', name },
    );
    try {
      expect(await ticketsRepo.cancel(ticketToken!, now)).toMatchObject({ ok: true });
    } finally {
      db().middlewareStack.remove(name);
    }
    expect(landed).toBe(true);
    expect(await registrationsRepo.get(id)).toMatchObject({ status: 'cancelled', payment: { status: 'refund_due' } });
    const event = (await readStats({ from: today, to: today })).events.find((e) => e.id === eventId)!;
    expect(event).toMatchObject({ seatsHeld: 0, seatsTaken: 0, revenue: PRICE });
  });
});
