// The nested stacks the site is split into, one per area of the product
// (docs/ARCHITECTURE.md, Stacks). A CloudFormation template holds at most 500
// resources and every API route costs seven (function, log group, role,
// policy, integration, permission, route); one template for everything was at
// 498. The parent keeps what every area shares (the table, the secrets, the
// media bucket, the HTTP API and its stage, the static site, the alarms);
// each nested stack holds an area's routes and jobs. `cdk deploy` of the
// parent deploys them all, in dependency order, as one stack update.
import { NestedStack } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { API_AREAS, type ApiArea } from '../contract/routes';

/** The areas with routes (contract/routes.ts, `area`), and the two job-only areas. */
export type StackArea = ApiArea | 'mail' | 'publisher';

/** Construct id (and so the nested stack's name) and description of each area's stack. */
export const AREA_STACKS: Readonly<Record<StackArea, { id: string; description: string }>> = {
  'public-reads': { id: 'PublicReadsStack', description: 'Public reads: the event lists, gallery, testimonials and site texts every page reads' },
  bookings: { id: 'BookingsStack', description: 'Bookings and tickets: registering, contact messages, the ticket and its page, cancelling' },
  'admin-content': { id: 'AdminContentStack', description: 'Admin content: events, gallery, testimonials, site texts, uploads, counts' },
  'admin-people': { id: 'AdminPeopleStack', description: 'Admin people and settings: sign-in, admin accounts, sessions, messages, registrations, settings, audit' },
  door: { id: 'DoorStack', description: 'The door: check-in, undo, attendee lists, walk-ins' },
  payments: { id: 'PaymentsStack', description: 'Payments: Paystack configuration, verification, webhook, marking paid, and the payments worker' },
  school: { id: 'SchoolStack', description: 'The music school: trial-lesson availability, free slots, bookings and the agenda' },
  privacy: { id: 'PrivacyStack', description: 'People’s data: a person’s access link, their data, consent withdrawal and erasure' },
  news: { id: 'NewsStack', description: 'The mailing list: sign-up, confirmation, one-click unsubscribe, announcements and audiences' },
  mail: { id: 'MailStack', description: 'Mail: the SES identity, the mailer, the reminder and digest jobs, bounces' },
  publisher: { id: 'PublisherStack', description: 'The page publisher: renders the public pages with live data' },
};

export const STACK_AREAS = [...API_AREAS, 'mail', 'publisher'] as const satisfies readonly StackArea[];

/** One nested stack per area, created in the parent `scope`. */
export function createAreaStacks(scope: Construct): Record<StackArea, NestedStack> {
  return Object.fromEntries(
    STACK_AREAS.map((area) => [area, new NestedStack(scope, AREA_STACKS[area].id, { description: AREA_STACKS[area].description })]),
  ) as Record<StackArea, NestedStack>;
}
