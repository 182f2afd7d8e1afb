// The door's state for one event: the attendee list (from the API, else the
// copy kept on the phone), the answer to the last scan, and the offline queue.
// Online, every scan asks the server (the one conditional write decides).
// Offline, or when the session has expired, the scan is judged against the
// list, queued in IndexedDB and sent when the network and a session are back;
// the server keeps the earliest of two check-ins and the sync says so.
import { useCallback, useEffect, useRef, useState } from 'react';
import { CHECK_IN_MESSAGES } from '../../../../../contract/messages';
import type { Attendee, AttendeesResponse, CheckInResponse, RegistrationInput, WalkInResponse } from '../../../../../contract/schemas';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { doorStore } from './door-store';
import { localVerdict, withAttendee } from './local-verdict';

export type DoorAnswer = CheckInResponse & {
  /** Judged on the phone against the downloaded list: the server has not seen it yet. */
  offline?: boolean;
  /** The server refused the scan itself (deleted or past event). */
  error?: string;
  /** From the frame the code was read in to this answer (the bench's figure). */
  frameAt?: number;
  /** Increases with every answer, so the same answer twice still shows (and signals) twice. */
  seq: number;
};

/** The admin's name from the token (display only; the server checks the token). */
export function usernameOf(token: string): string {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof payload.sub === 'string' ? payload.sub : 'this phone';
  } catch {
    return 'this phone';
  }
}

/** No answer at all (offline, DNS, a dropped connection) or a gateway that could not reach the API. */
export const isNetworkError = (error: unknown) => !(error instanceof ApiError) || [0, 502, 503, 504].includes(error.status);
export const isExpired = (error: unknown) => error instanceof ApiError && error.status === 401;

const SYNC_EVERY_MS = 5000;
const REFRESH_EVERY_MS = 15000;

export function useDoor(eventId: string | null, token: string) {
  const [list, setList] = useState<AttendeesResponse | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<DoorAnswer | null>(null);
  const [queued, setQueued] = useState(0);
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  const [expired, setExpired] = useState(false);
  const [notes, setNotes] = useState<string[]>([]);
  const listRef = useRef<AttendeesResponse | null>(null);
  const seq = useRef(0);
  const syncing = useRef(false);
  const by = usernameOf(token);

  const keepList = useCallback((next: AttendeesResponse) => {
    listRef.current = next;
    setList(next);
    void doorStore.saveList(next).catch(() => undefined);
  }, []);

  const applyServer = useCallback(
    (result: CheckInResponse) => {
      const current = listRef.current;
      if (!current || !result.registration || result.registration.eventId !== current.event.id) return;
      let next = withAttendee(current, result.registration);
      if (result.counts) next = { ...next, event: { ...next.event, checkedIn: result.counts.checkedIn, seatsTaken: result.counts.registered } };
      keepList(next);
    },
    [keepList],
  );

  const countQueue = useCallback(async () => setQueued((await doorStore.queued().catch(() => [])).length), []);

  // The list: fresh from the API when it answers, else the copy on the phone.
  const loadList = useCallback(async () => {
    if (!eventId) return;
    try {
      keepList(await api.call('adminListAttendees', { params: { id: eventId }, token }));
      setListError(null);
    } catch (error) {
      if (isExpired(error)) setExpired(true);
      const kept = await doorStore.loadList(eventId).catch(() => undefined);
      if (kept) {
        listRef.current = kept;
        setList(kept);
      } else {
        setListError(error instanceof ApiError ? (error.serverMessage ?? error.message) : 'No network and no list kept on this phone for this event.');
      }
    }
  }, [eventId, token, keepList]);

  const sync = useCallback(async () => {
    if (syncing.current || expired) return;
    syncing.current = true;
    try {
      for (const scan of await doorStore.queued()) {
        let result: CheckInResponse;
        try {
          result = await api.call('adminCheckIn', { body: { code: scan.code, eventId: scan.eventId, scannedAt: scan.scannedAt }, token });
        } catch (error) {
          if (isExpired(error)) setExpired(true);
          if (isExpired(error) || isNetworkError(error)) break;
          // The event was deleted or is over: this scan can never go through.
          setNotes((n) => [...n, `A queued scan was refused: ${error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error)}`]);
          await doorStore.dequeue(scan.id);
          continue;
        }
        await doorStore.dequeue(scan.id);
        applyServer(result);
        const name = result.registration?.name ?? 'A ticket';
        if (result.status === 'already_checked_in') {
          setNotes((n) => [
            ...n,
            `${name} was also checked in on another phone; kept the earliest: ${clock(result.checkedInAt)} by ${result.checkedInBy ?? 'unknown'}.`,
          ]);
        } else if (result.status !== 'checked_in') {
          setNotes((n) => [...n, `${name}: the server says "${statusText(result)}".`]);
        }
      }
    } catch {
      // IndexedDB failed: the next round tries again.
    } finally {
      syncing.current = false;
      await countQueue();
    }
  }, [expired, token, applyServer, countQueue]);

  useEffect(() => {
    listRef.current = null;
    setList(null);
    setAnswer(null);
    void loadList();
    void countQueue();
  }, [loadList, countQueue]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void sync();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    // Scans left from before a reload or a new sign-in go out at once.
    if (navigator.onLine) void sync();
    const timer = window.setInterval(() => {
      if (navigator.onLine) void sync();
    }, SYNC_EVERY_MS);
    // Live numbers: other phones check people in too. Not while scans wait, so the list keeps this phone's offline check-ins.
    const refresh = window.setInterval(() => {
      if (navigator.onLine && !syncing.current) void doorStore.queued().then((q) => (q.length === 0 ? loadList() : undefined));
    }, REFRESH_EVERY_MS);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      window.clearInterval(timer);
      window.clearInterval(refresh);
    };
  }, [sync, loadList]);

  const offlineScan = useCallback(
    async (code: string, frameAt?: number) => {
      const current = listRef.current;
      const at = new Date().toISOString();
      if (!current || !eventId) {
        setAnswer({ status: 'invalid', error: 'No attendee list on this phone yet: connect once to download it.', offline: true, frameAt, seq: ++seq.current });
        return;
      }
      const verdict = localVerdict(current, code, by, at);
      if (verdict.queue) {
        await doorStore.enqueue({ id: `${at}#${Math.random().toString(36).slice(2, 8)}`, code, eventId, scannedAt: at }).catch(() => undefined);
        await countQueue();
      }
      if (verdict.status === 'checked_in' && verdict.registration) keepList(withAttendee(current, verdict.registration));
      const { queue: _queue, ...shown } = verdict;
      setAnswer({ ...shown, offline: true, frameAt, seq: ++seq.current });
    },
    [eventId, by, keepList, countQueue],
  );

  /** A scan or a tap on a name (code = the ticket token). */
  const checkIn = useCallback(
    async (code: string, frameAt?: number) => {
      if (!eventId) return;
      if (!navigator.onLine || expired) return offlineScan(code, frameAt);
      try {
        const result = await api.call('adminCheckIn', { body: { code, eventId }, token });
        applyServer(result);
        setAnswer({ ...result, frameAt, seq: ++seq.current });
      } catch (error) {
        if (isExpired(error)) setExpired(true);
        if (isExpired(error) || isNetworkError(error)) return offlineScan(code, frameAt);
        setAnswer({ status: 'invalid', error: error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error), frameAt, seq: ++seq.current });
      }
    },
    [eventId, expired, token, applyServer, offlineScan],
  );

  const undo = useCallback(
    async (attendee: Attendee) => {
      try {
        // A ticket of an order is undone by its own id; an older registration (one ticket) by its id.
        await api.call('adminUndoCheckIn', { params: { id: attendee.ticketId ?? attendee.id }, token });
        const current = listRef.current;
        if (current) keepList(withAttendee(current, { ...attendee, checkedInAt: undefined, checkedInBy: undefined }));
        setAnswer(null);
        return null;
      } catch (error) {
        if (isExpired(error)) setExpired(true);
        return error instanceof ApiError ? (error.serverMessage ?? error.message) : 'No network: undo needs a connection.';
      }
    },
    [token, keepList],
  );

  /** Throws ApiError for the form to show (full, duplicate, bad fields). */
  const walkIn = useCallback(
    async (input: RegistrationInput): Promise<WalkInResponse> => {
      if (!eventId) throw new Error('Choose the event first');
      try {
        const result = await api.call('adminWalkIn', { params: { id: eventId }, body: input, token });
        applyServer({ status: 'checked_in', registration: result.registration, counts: result.counts });
        setAnswer({ status: 'checked_in', registration: result.registration, checkedInAt: result.registration.checkedInAt, counts: result.counts, seq: ++seq.current });
        return result;
      } catch (error) {
        if (isExpired(error)) setExpired(true);
        throw error;
      }
    },
    [eventId, token, applyServer],
  );

  return { list, listError, answer, queued, online, expired, notes, by, checkIn, undo, walkIn, sync, reload: loadList };
}

const LAGOS_CLOCK = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Lagos' });

/** '10:42' in Lagos time. */
export function clock(iso: string | undefined): string {
  return iso ? LAGOS_CLOCK.format(new Date(iso)) : '–';
}

/** The answer in words, as the banner shows it. */
export function statusText(answer: CheckInResponse & { error?: string }): string {
  if (answer.error) return answer.error;
  const name = answer.registration?.name ?? '';
  switch (answer.status) {
    case 'checked_in':
      return CHECK_IN_MESSAGES.checkedIn(name);
    case 'already_checked_in':
      return `${CHECK_IN_MESSAGES.already(clock(answer.checkedInAt), answer.checkedInBy ?? 'unknown')}${name ? ` — ${name}` : ''}`;
    case 'wrong_event':
      return `${CHECK_IN_MESSAGES.wrongEvent}${name ? ` — ${name}` : ''}`;
    case 'cancelled':
      return `${CHECK_IN_MESSAGES.cancelled}${name ? ` — ${name}` : ''}`;
    default:
      return CHECK_IN_MESSAGES.invalid;
  }
}
