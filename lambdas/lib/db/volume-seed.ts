// A large local data set for the proof that the admin lists scale
// (docs/ARCHITECTURE.md, Admin lists that scale): N registrations over two
// events and M contact messages of the longest accepted text, written with
// BatchWriteItem (seconds, not minutes), then the counters and the insights'
// counters recounted. The registrations are spread over a year (one every 50
// minutes), three in four paid, some through WhatsApp or a code, so the
// insights' answer has a year of days to read.
// Local only: the CLI refuses a deployed table.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LIMITS } from '../../../contract/constants';
import type { EventInput } from '../../../contract/schemas';
import { db, tableName } from './client';
import { eventsRepo } from './events-repo';
import { ItemExistsError, putMany, type Item } from './items';
import { keys } from './keys';
import { rebuildCounters } from './list-maintenance';
import { rebuildStats } from './stats-maintenance';
import { searchTextOf } from './pages';
import { emailKey, newTicketToken } from './order-parts';

export type VolumeOptions = { registrations: number; contacts: number; onProgress?: (line: string) => void };

const FIRST = ['Ada', 'Bola', 'Chidi', 'Dayo', 'Emeka', 'Funke', 'Gbenga', 'Halima', 'Ify', 'Jide'];
const LAST = ['Okafor', 'Adeyemi', 'Bello', 'Eze', 'Ogunleye', 'Nwosu', 'Balogun', 'Ibrahim', 'Obi', 'Lawal'];
/** The volume's people: every 10th is an Okafor, so a search has a known share of matches. */
export const volumeName = (i: number) => `${FIRST[Math.floor(i / 10) % FIRST.length]} ${LAST[i % LAST.length]} ${i}`;
export const VOLUME_EVENT_IDS = ['volume-event-a', 'volume-event-b'] as const;

/** A message of exactly the longest text the contact form accepts. */
function longMessage(i: number): string {
  const line = `Message ${i}: we would like lessons for our choir of thirty voices, twice a week, starting next month. `;
  return line.repeat(Math.ceil(LIMITS.text / line.length)).slice(0, LIMITS.text);
}

const at = (base: number, i: number, stepMs = 1000) => new Date(base + i * stepMs).toISOString();
/** One registration every 50 minutes: 10,000 cover about a year. */
const REGISTRATION_STEP_MS = 50 * 60_000;
/** The volume events' price, whole naira. */
const VOLUME_PRICE = 5000;

export async function seedVolume(options: VolumeOptions): Promise<void> {
  const log = options.onProgress ?? (() => undefined);
  const base = Date.UTC(2026, 0, 1);
  const registrationsFrom = Date.UTC(2025, 11, 1);
  const perEvent = Math.ceil(options.registrations / VOLUME_EVENT_IDS.length);
  for (const id of VOLUME_EVENT_IDS) {
    const input: EventInput = {
      title: `Volume workshop ${id.slice(-1).toUpperCase()}`,
      description: 'An event with many registrations, for the list benchmark.',
      date: '2099-12-31',
      startTime: '10:00',
      endTime: '16:00',
      location: 'Lagos',
      address: 'Victoria Island',
      price: VOLUME_PRICE,
      maxParticipants: perEvent,
      isActive: true,
    };
    try {
      await eventsRepo.create(input, { id });
    } catch (error) {
      if (!(error instanceof ItemExistsError)) throw error;
    }
  }

  const items: Item[] = [];
  const taken = new Map<string, number>();
  for (let i = 0; i < options.registrations; i++) {
    const id = `volume-reg-${i}`;
    const eventId = VOLUME_EVENT_IDS[i % VOLUME_EVENT_IDS.length];
    const createdAt = at(registrationsFrom, i, REGISTRATION_STEP_MS);
    const person = { name: volumeName(i), email: `person${i}@example.com`, phone: `0803${String(i).padStart(7, '0')}` };
    const ticketToken = newTicketToken();
    items.push(
      {
        ...keys.registration(id),
        ...keys.registrationGsi(createdAt, id),
        id,
        ...person,
        eventId,
        createdAt,
        status: 'registered',
        ticketToken,
        searchText: searchTextOf('registrations', person),
        source: i % 7 === 0 ? 'code' : i % 5 === 0 ? 'whatsapp' : 'direct',
        payment: i % 4 === 0 ? { status: 'venue', amount: VOLUME_PRICE } : { status: 'paid', amount: VOLUME_PRICE, method: 'transfer', paidAt: createdAt },
      },
      { ...keys.emailGuard(eventId, emailKey(person.email)), registrationId: id },
      { ...keys.ticket(ticketToken), registrationId: id, eventId },
    );
    taken.set(eventId, (taken.get(eventId) ?? 0) + 1);
  }
  log(`Writing ${options.registrations} registrations (${items.length} items with their email guards and tickets)...`);
  await putMany(items);

  const contacts: Item[] = [];
  for (let i = 0; i < options.contacts; i++) {
    const id = `volume-contact-${i}`;
    const createdAt = at(base, i);
    const person = { name: volumeName(i), email: `writer${i}@example.com`, phone: `0805${String(i).padStart(7, '0')}` };
    contacts.push({
      ...keys.contact(id),
      ...keys.contactGsi(createdAt, id),
      id,
      ...person,
      message: longMessage(i),
      createdAt,
      searchText: searchTextOf('contacts', person),
    });
  }
  log(`Writing ${options.contacts} contact messages of ${LIMITS.text} characters...`);
  await putMany(contacts);

  // The seats the registrations hold, as the registration transactions would have counted them.
  for (const [eventId, seats] of taken) {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.event(eventId),
        UpdateExpression: 'SET seatsTaken = :seats, maxParticipants = :seats',
        ExpressionAttributeValues: { ':seats': seats },
      }),
    );
  }
  const counts = await rebuildCounters();
  log(`Counters: ${JSON.stringify(counts)}`);
  log(`Insights: ${JSON.stringify(await rebuildStats())}`);
}
