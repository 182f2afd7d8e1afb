// What the door keeps on the phone, in IndexedDB (survives a reload, a lost
// network and an expired session): the attendee list of each event opened
// here, and the queue of scans made offline, waiting to be synced.
import type { AttendeesResponse } from '../../../../../contract/schemas';

export type QueuedScan = { id: string; code: string; eventId: string; scannedAt: string };

const DB_NAME = 'harmony-door';
const LISTS = 'lists';
const QUEUE = 'queue';

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(LISTS);
      request.result.createObjectStore(QUEUE, { keyPath: 'id' });
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
  queued: async (): Promise<QueuedScan[]> => {
    const all = await run<QueuedScan[]>(QUEUE, 'readonly', (s) => s.getAll() as IDBRequest<QueuedScan[]>);
    return all.sort((a, b) => (a.id < b.id ? -1 : 1));
  },
};
