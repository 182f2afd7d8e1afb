// How long each kind of personal data is kept, as the privacy notice says it
// (docs/PRODUCT-RULES.md, People's data). The numbers come from the retention
// settings (contract/privacy.ts), never from the notice's text, so the page
// says what the retention job does. A setting added to the contract needs its
// line here: the compiler asks for it.
import { RETENTION_DEFAULTS, type RetentionSettings } from '../../../../contract/privacy';

export type RetentionLine = { what: string; kept: string };

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

const LINES: { [K in keyof RetentionSettings]: (n: number) => RetentionLine } = {
  contactMessagesMonths: (n) => ({ what: 'Messages you send us', kept: `${count(n, 'month')} after they were sent` }),
  attendeesMonthsAfterEvent: (n) => ({
    what: "Buyers' and attendees' details (names, emails, phones, answers to an event's questions)",
    kept: `${count(n, 'month')} after the event`,
  }),
  learnersMonthsAfterEnd: (n) => ({
    what: "Learners' and guardians' details (trial lessons, enrolments, attendance)",
    kept: `${count(n, 'month')} after the learner stops (or after the last day they paid for, if later), or after the trial lesson`,
  }),
  mailBodiesDays: (n) => ({ what: 'The text of the mails we send you', kept: `${count(n, 'day')} after sending (the subject and date stay on record)` }),
  mailRecipientsMonths: (n) => ({
    what: 'Your address on our record of the mails we sent',
    kept: `${count(n, 'month')} after sending; then only a code that cannot be turned back into it`,
  }),
  auditMonths: (n) => ({ what: "Our staff's record of the changes they made (which can name you)", kept: count(n, 'month') }),
  unpaidOrdersDays: (n) => ({ what: 'Orders that were never paid', kept: `${count(n, 'day')} after the hold on the seats ended` }),
  accountingYears: (n) => ({
    what: "Receipts and credit notes (your name and email on them), and a paid order's amount, date, Paystack reference and refunds",
    kept: `your name and email ${count(n, 'year')} after the order's last receipt or credit note, as accounting law requires; the amounts and references stay, without them`,
  }),
  consentProofYears: (n) => ({
    what: 'Your answers to news and offers (yes or no, the form and the time)',
    kept: `the answer in force while it is a yes; one that no longer counts, ${count(n, 'year')} after, as proof`,
  }),
  privacyRequestEmailDays: (n) => ({ what: 'Your email on a request to see or erase your data', kept: `${count(n, 'day')} after the request, once it is answered` }),
  privacyRequestsMonths: (n) => ({ what: 'The record of that request (when, what was done; no email)', kept: count(n, 'month') }),
};

/** One line per kind of data, in the settings' order, plus the news subscription and the records kept only for minutes. */
export function retentionLines(settings: RetentionSettings = RETENTION_DEFAULTS): RetentionLine[] {
  return [
    ...(Object.keys(LINES) as (keyof RetentionSettings)[]).map((key) => LINES[key](settings[key])),
    { what: 'Your subscription to our news (email, name, interests)', kept: 'while you are subscribed; your email and name go as soon as you unsubscribe' },
    { what: 'Sign-in sessions, links you asked for, and the records that limit repeated requests (with an IP address)', kept: 'only as long as they are needed, from minutes to days' },
  ];
}
