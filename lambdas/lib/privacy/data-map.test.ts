// Every key format of keys.ts has its line in the personal-data map: a new kind of item cannot be added
// without saying whether it holds personal data and what erasure does to it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
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

test('docs/PRODUCT-RULES.md’s personal-data table says what the map says for each personal kind, how long it is kept included', () => {
  const docs = readFileSync(path.join(__dirname, '../../../docs/PRODUCT-RULES.md'), 'utf8').split('\n');
  for (const [name, kind] of personalKinds()) {
    const row = docs.find((line) => line.startsWith(`| ${kind.record} (\`${name}\`) |`));
    expect([name, row]).toEqual([name, `| ${kind.record} (\`${name}\`) | ${kind.fields.join(', ')} | ${kind.purpose} | ${kind.retention} | **${kind.erasure}**: ${kind.erasureDetail} |`]);
  }
});
