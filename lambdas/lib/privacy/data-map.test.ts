// Every key format of keys.ts has its line in the personal-data map: a new kind of item cannot be added
// without saying whether it holds personal data and what erasure does to it.
import { MAIL_SUBJECTS } from '../../../contract/privacy';
import { keys } from '../db/keys';
import { MAIL_KINDS } from '../db/outbox-repo';
import { DATA_MAP, personalKinds } from './data-map';

test('every name keys.ts exports is in the personal-data map, and nothing else is', () => {
  expect(Object.keys(DATA_MAP).sort()).toEqual(Object.keys(keys).sort());
});

test('every personal kind says its fields, purpose, retention, how it is found and what erasure does', () => {
  for (const [name, kind] of personalKinds()) {
    expect([name, kind.fields.length > 0 && kind.purpose && kind.retention && kind.found && kind.erasureDetail ? 'complete' : 'incomplete']).toEqual([name, 'complete']);
  }
});

test('the kinds the issue names are marked as holding personal data', () => {
  const personal = new Set(personalKinds().map(([name]) => name));
  for (const name of ['registration', 'emailGuard', 'contact', 'trialBooking', 'learner', 'waitlistEntry', 'waitlistEmail', 'mail', 'receipt', 'creditNote', 'consent', 'programmeLink', 'audit', 'rateLimit']) {
    expect([name, personal.has(name as never)]).toEqual([name, true]);
  }
});

it('names every kind of mail for the person’s own page', () => {
  expect(MAIL_KINDS.filter((kind) => !MAIL_SUBJECTS[kind])).toEqual([]);
});
