// What the door keeps on the phone, in IndexedDB (survives a reload, a lost
// network and an expired session): the attendee list of each event opened
// here and the queue of scans made offline, waiting to be synced; and the same
// two for class meetings (the meeting's learners, the marks made offline).
import type { MeetingRoster } from '../../../../../contract/attendance';
import type { AttendeesResponse } from '../../../../../contract/schemas';

export type QueuedScan = { id: string; code: string; eventId: string; scannedAt: string };
export type QueuedMark = { id: string; programmeId: string; date: string; learnerId: string; markedAt: string };

const DB_NAME = 'harmony-door';
const LISTS = 'lists';
const QUEUE = 'queue';
const MEETINGS = 'meetings';
const MARKS = 'marks';
const meetingKey = (programmeId: string, date: string) => `${programmeId}#${date}`;

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    // Version 2 added the class meetings' stores: a phone that opened the door before keeps its lists and queue.
    const request = indexedDB.open(DB_NAME, 2);
    request.onupgradeneeded = () => {
      const have = request.result.objectStoreNames;
      if (!have.contains(LISTS)) request.result.createObjectStore(LISTS);
      if (!have.contains(QUEUE)) request.result.createObjectStore(QUEUE, { keyPath: 'id' });
      if (!have.contains(MEETINGS)) request.result.createObjectStore(MEETINGS);
      if (!have.contains(MARKS)) request.result.createObjectStore(MARKS, { keyPath: 'id' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
  return opened;
}

async function run<T>(store: string, mode: IDBTransactionMode, action: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database();
  return new Promise((resolve, reject) => {
    const tx = db.transaction(store, mode);
    const request = action(tx.objectStore(store));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
  });
}

export const doorStore = {
  saveList: (list: AttendeesResponse) => run(LISTS, 'readwrite', (s) => s.put(list, list.event.id)).then(() => undefined),
  loadList: (eventId: string) => run<AttendeesResponse | undefined>(LISTS, 'readonly', (s) => s.get(eventId) as IDBRequest<AttendeesResponse | undefined>),
  enqueue: (scan: QueuedScan) => run(QUEUE, 'readwrite', (s) => s.put(scan)).then(() => undefined),
  dequeue: (id: string) => run(QUEUE, 'readwrite', (s) => s.delete(id)).then(() => undefined),
  /** Oldest first (ids start with the scan time). */
  queued: () => oldestFirst<QueuedScan>(QUEUE),
  saveMeeting: (roster: MeetingRoster) => run(MEETINGS, 'readwrite', (s) => s.put(roster, meetingKey(roster.meeting.programmeId, roster.meeting.date))).then(() => undefined),
  loadMeeting: (programmeId: string, date: string) =>
    run<MeetingRoster | undefined>(MEETINGS, 'readonly', (s) => s.get(meetingKey(programmeId, date)) as IDBRequest<MeetingRoster | undefined>),
  enqueueMark: (mark: QueuedMark) => run(MARKS, 'readwrite', (s) => s.put(mark)).then(() => undefined),
  dequeueMark: (id: string) => run(MARKS, 'readwrite', (s) => s.delete(id)).then(() => undefined),
  /** Oldest first (ids start with the mark's time). */
  queuedMarks: () => oldestFirst<QueuedMark>(MARKS),
};

async function oldestFirst<T extends { id: string }>(store: string): Promise<T[]> {
  const all = await run<T[]>(store, 'readonly', (s) => s.getAll() as IDBRequest<T[]>);
  return all.sort((a, b) => (a.id < b.id ? -1 : 1));
}
