// The door's state for one class meeting (docs/PRODUCT-RULES.md, Monthly
// programmes: attendance at the door): the meeting's learners (from the API,
// else the copy kept on the phone), and the marks made offline. Online, a tap
// asks the server (one conditional write marks a learner once). Offline, or
// with an expired session, the mark shows at once, is queued in IndexedDB and
// sent when the network and a session are back; a replay is 'already marked'.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ATTENDANCE_MESSAGES, type MeetingLearner, type MeetingRoster } from '../../../../../contract/attendance';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { doorStore } from './door-store';
import { isExpired, isNetworkError, usernameOf } from './use-door';

const SYNC_EVERY_MS = 5000;

/** The roster with one learner's mark set (or cleared), the present count following it. */
function withMark(roster: MeetingRoster, learnerId: string, mark: Pick<MeetingLearner, 'presentAt' | 'presentBy'> | null): MeetingRoster {
  const learners = roster.learners.map((l): MeetingLearner => {
    if (l.id !== learnerId) return l;
    const { presentAt: _at, presentBy: _by, ...rest } = l;
    return mark ? { ...rest, presentAt: mark.presentAt, presentBy: mark.presentBy } : rest;
  });
  return { ...roster, learners, meeting: { ...roster.meeting, present: learners.filter((l) => l.presentAt).length } };
}

/** This meeting's marks waiting on the phone. */
const waitingMarks = async (programmeId: string, date: string) =>
  (await doorStore.queuedMarks().catch(() => [])).filter((m) => m.programmeId === programmeId && m.date === date);

export function useMeeting(programmeId: string, date: string, token: string) {
  const [roster, setRoster] = useState<MeetingRoster | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [queued, setQueued] = useState(0);
  const [expired, setExpired] = useState(false);
  const [notes, setNotes] = useState<string[]>([]);
  const rosterRef = useRef<MeetingRoster | null>(null);
  const syncing = useRef(false);
  const by = usernameOf(token);

  const keep = useCallback((next: MeetingRoster) => {
    rosterRef.current = next;
    setRoster(next);
    void doorStore.saveMeeting(next).catch(() => undefined);
  }, []);
  const countQueue = useCallback(async () => setQueued((await waitingMarks(programmeId, date)).length), [programmeId, date]);

  const load = useCallback(async () => {
    try {
      let fresh = (await api.call('adminGetClassMeeting', { params: { id: programmeId, date }, token })).data;
      // Marks made offline and not yet synced stay shown over the server's list.
      for (const m of await waitingMarks(programmeId, date)) fresh = withMark(fresh, m.learnerId, { presentAt: m.markedAt, presentBy: by });
      keep(fresh);
      setError(null);
    } catch (e) {
      if (isExpired(e)) setExpired(true);
      // The kept copy has this phone's offline marks too (each was saved with it).
      const kept = await doorStore.loadMeeting(programmeId, date).catch(() => undefined);
      if (kept) {
        rosterRef.current = kept;
        setRoster(kept);
      } else setError(isNetworkError(e) ? 'No network and no list kept on this phone for this class.' : errorMessage(e, 'Could not load the class.'));
    }
  }, [programmeId, date, token, by, keep]);

  const sync = useCallback(async () => {
    if (syncing.current || expired) return;
    syncing.current = true;
    try {
      for (const mark of await doorStore.queuedMarks()) {
        try {
          const answer = await api.call('adminMarkAttendance', { params: { id: mark.programmeId, date: mark.date }, body: { learnerId: mark.learnerId, markedAt: mark.markedAt }, token });
          const current = rosterRef.current;
          if (current && current.meeting.programmeId === mark.programmeId && current.meeting.date === mark.date) keep(withMark(current, mark.learnerId, answer));
        } catch (e) {
          if (isExpired(e)) setExpired(true);
          if (isExpired(e) || isNetworkError(e)) break;
          // Stopped meanwhile, or the programme changed: this mark can never go through.
          setNotes((n) => [...n, `A mark made offline was refused: ${errorMessage(e, 'refused')}`]);
        }
        await doorStore.dequeueMark(mark.id);
      }
    } catch {
      // IndexedDB failed: the next round tries again.
    } finally {
      syncing.current = false;
      await countQueue();
    }
  }, [expired, token, keep, countQueue]);

  useEffect(() => {
    rosterRef.current = null;
    setRoster(null);
    setSaid(null);
    void load();
    void countQueue();
  }, [load, countQueue]);

  useEffect(() => {
    const up = () => void sync();
    window.addEventListener('online', up);
    if (navigator.onLine) void sync();
    const timer = window.setInterval(() => navigator.onLine && void sync(), SYNC_EVERY_MS);
    return () => {
      window.removeEventListener('online', up);
      window.clearInterval(timer);
    };
  }, [sync]);

  const markOffline = useCallback(
    async (learner: MeetingLearner) => {
      const current = rosterRef.current;
      if (!current) return;
      const markedAt = new Date().toISOString();
      await doorStore.enqueueMark({ id: `${markedAt}#${learner.id}`, programmeId, date, learnerId: learner.id, markedAt }).catch(() => undefined);
      keep(withMark(current, learner.id, { presentAt: markedAt, presentBy: by }));
      setSaid(`${ATTENDANCE_MESSAGES.marked(learner.name)} (offline: it syncs when the network is back)`);
      await countQueue();
    },
    [programmeId, date, by, keep, countQueue],
  );

  /** One tap: present. */
  const mark = useCallback(
    async (learner: MeetingLearner) => {
      if (!navigator.onLine || expired) return markOffline(learner);
      try {
        const answer = await api.call('adminMarkAttendance', { params: { id: programmeId, date }, body: { learnerId: learner.id }, token });
        if (rosterRef.current) keep(withMark(rosterRef.current, learner.id, answer));
        setSaid(answer.message);
      } catch (e) {
        if (isExpired(e)) setExpired(true);
        if (isExpired(e) || isNetworkError(e)) return markOffline(learner);
        setSaid(errorMessage(e, 'Could not mark the learner present.'));
      }
    },
    [programmeId, date, token, expired, keep, markOffline],
  );

  /** A mistaken tap: a mark still waiting on the phone is dropped there; a synced one needs the network. */
  const undo = useCallback(
    async (learner: MeetingLearner) => {
      const waiting = (await waitingMarks(programmeId, date)).filter((m) => m.learnerId === learner.id);
      try {
        if (waiting.length) for (const m of waiting) await doorStore.dequeueMark(m.id);
        else await api.call('adminUndoAttendance', { params: { id: programmeId, date, learnerId: learner.id }, token });
        if (rosterRef.current) keep(withMark(rosterRef.current, learner.id, null));
        setSaid(ATTENDANCE_MESSAGES.undone(learner.name));
      } catch (e) {
        if (isExpired(e)) setExpired(true);
        setSaid(isNetworkError(e) ? 'No network: undo needs a connection.' : errorMessage(e, 'Could not undo.'));
      } finally {
        await countQueue();
      }
    },
    [programmeId, date, token, keep, countQueue],
  );

  return { roster, error, said, queued, expired, notes, mark, undo, reload: load };
}
