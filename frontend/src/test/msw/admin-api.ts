// An in-memory admin API behind msw: sign-in, the bearer-token check and the
// list/create/update/delete routes of every admin resource and the notification
// settings, answering with the real handlers' shapes and validating bodies
// with the contract schemas.
import { HttpResponse } from 'msw';
import type { ZodType } from 'zod';
import { ADMIN_RESOURCES, EDITABLE_RESOURCES, type AdminResource } from '../../../../contract/routes';
import { EVENT_MESSAGES, GALLERY_ORDER_MESSAGES, MAIL_MESSAGES } from '../../../../contract/messages';
import { MFA_MESSAGES, type FactorView } from '../../../../contract/mfa-schemas';
import { ADMIN_REFUSALS, SECURITY_MESSAGES, exportMessage, type ExportKind, type SecurityPolicy } from '../../../../contract/admin-security';
import {
  ADMIN_PAGE_SIZE,
  broadcastInput,
  eventInput,
  fieldErrors,
  galleryInput,
  loginInput,
  notificationSettingsInput,
  testimonialInput,
  type ContactSubmission,
  type Event,
  type EventRegistration,
  type GalleryItem,
  type NotificationSettingsInput,
  type Testimonial,
} from '../../../../contract/schemas';
import { addDays } from '../../../../contract/dates';
import { daysOf, type StatsData } from '../../../../contract/stats';
import { errorAnswer } from './answers';
import { recordRequests } from './requests';
import { on } from './routes';
import { server } from './server';

export type AdminStore = {
  events: Event[];
  testimonials: Testimonial[];
  gallery: GalleryItem[];
  contacts: ContactSubmission[];
  registrations: EventRegistration[];
  notificationSettings: NotificationSettingsInput;
};

/** The deployment's PROVIDER_EMAIL the fake settings routes answer as the default. */
export const DEFAULT_PROVIDER_EMAIL = 'provider@example.com';

/** The token the fake sign-in hands out and the admin routes accept. */
export const TOKEN = 'test-token';

const LABELS: Record<AdminResource, string> = {
  events: 'Event',
  testimonials: 'Testimonial',
  gallery: 'Gallery item',
  contacts: 'Contact message',
  registrations: 'Registration',
};
const INPUTS = { events: eventInput, testimonials: testimonialInput, gallery: galleryInput };

type Item = { id: string };

// The fields the real repositories' searchText holds (lambdas/lib/db/*-repo.ts).
const SEARCHED: Record<AdminResource, readonly string[]> = {
  events: ['title', 'location'],
  testimonials: ['name', 'position'],
  gallery: ['title', 'category'],
  contacts: ['name', 'email', 'phone'],
  registrations: ['name', 'email', 'phone'],
};

/** One page like lambdas/lib/db/pages.ts answers: 50 matches, and a cursor (here the next index) when more follow. */
function page(resource: AdminResource, all: Item[], url: URL) {
  const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
  const eventId = url.searchParams.get('eventId');
  const matches = all.filter((item) => {
    const fields = item as unknown as Record<string, unknown>;
    if (eventId && fields.eventId !== eventId) return false;
    return !search || SEARCHED[resource].some((field) => typeof fields[field] === 'string' && fields[field].toLowerCase().includes(search));
  });
  const start = Number(url.searchParams.get('cursor') ?? 0);
  const items = matches.slice(start, start + ADMIN_PAGE_SIZE);
  const next = start + ADMIN_PAGE_SIZE;
  return { success: true, data: { items, nextCursor: next < matches.length ? String(next) : null } };
}

/** Serves the admin API from `initial` for this test; the answer also lists the requests sent. */
type GalleryRow = { id: string; isActive?: boolean; position?: number; createdAt?: string };
const galleryPlace = (g: GalleryRow) => (typeof g.position === 'number' ? g.position : Date.parse(String(g.createdAt)));

/** The fixed secret the mock's setup answers, the one code it accepts, and the recovery codes of a first factor. */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const TEST_TOTP_CODE = '123456';
/** The password the mock's step-up accepts from an account without a factor. */
export const ADMIN_TEST_PASSWORD = 'correct horse battery staple';
export const TEST_RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-ijkl-mno${'abcdefghij'[i]}`);

export function serveAdminApi(initial: Partial<AdminStore> = {}) {
  const store: AdminStore = { events: [], testimonials: [], gallery: [], contacts: [], registrations: [], notificationSettings: { digest: false }, ...initial };
  const api = { store, sent: recordRequests(), /** Set to answer every admin call as a server whose session ended. */ sessionExpired: false, /** My second factors. */ factors: [] as FactorView[],
    /** The owner's policy, and whether this session has stepped up (true: the riskiest routes pass; the password is ADMIN_TEST_PASSWORD). */
    policy: { requireSecondFactor: false } as SecurityPolicy,
    steppedUp: true,
  };
  let nextId = 100;

  /** The 401s of lambdas/lib/auth.ts, or null when the call may go on. */
  function refuse(request: Request): Response | null {
    const authorization = request.headers.get('authorization');
    if (!authorization) return errorAnswer(401, 'Authentication required');
    if (authorization !== `Bearer ${TOKEN}`) return errorAnswer(401, 'Invalid or expired token');
    if (api.sessionExpired) return errorAnswer(401, 'Session has ended. Please sign in again.');
    return null;
  }

  /** The body checked like lambdas/lib/http.ts does: a 400 with field messages, or the parsed input. */
  async function validBody(schema: ZodType, request: Request) {
    const result = schema.safeParse(await request.json());
    if (result.success) return { input: result.data as object };
    const errors = fieldErrors(result.error);
    return { refused: errorAnswer(400, Object.values(errors)[0] ?? 'Invalid request', errors) };
  }

  const items = (resource: AdminResource) => store[resource] as Item[];
  const put = (resource: AdminResource, list: Item[]) => ((store[resource] as Item[]) = list);

  server.use(
    on('admin-login', async ({ request }) => {
      const valid = await validBody(loginInput, request);
      if (!valid.input) return valid.refused;
      api.sessionExpired = false;
      return HttpResponse.json({ success: true, token: TOKEN, message: 'Login successful' });
    }),
    on('admin-logout', () => {
      api.sessionExpired = true;
      return HttpResponse.json({ success: true, message: 'Logged out' });
    }),
    // An event's waitlist, opened from its row: empty here (waitlist-panel.test.tsx serves a queue of its own).
    on('admin-list-waitlist', ({ request }) => refuse(request) ?? HttpResponse.json({ success: true, data: { items: [] } })),
    ...ADMIN_RESOURCES.flatMap((resource) => [
      on(`admin-list-${resource}`, ({ request }) => refuse(request) ?? HttpResponse.json(page(resource, items(resource), new URL(request.url)))),
      on(`admin-delete-${resource}`, ({ request, params }) => {
        const refused = refuse(request);
        if (refused) return refused;
        const id = String(params.id);
        if (!items(resource).some((item) => item.id === id)) return errorAnswer(404, `${LABELS[resource]} not found`);
        put(resource, items(resource).filter((item) => item.id !== id));
        return HttpResponse.json({ success: true, message: `${LABELS[resource]} deleted successfully`, id });
      }),
    ]),
    ...EDITABLE_RESOURCES.flatMap((resource) => [
      on(`admin-create-${resource}`, async ({ request }) => {
        const refused = refuse(request);
        if (refused) return refused;
        const valid = await validBody(INPUTS[resource], request);
        if (!valid.input) return valid.refused;
        const created = { ...valid.input, id: `new-${nextId++}`, createdAt: new Date().toISOString(), ...(resource === 'events' ? { seatsTaken: 0 } : {}) };
        put(resource, [created, ...items(resource)]);
        return HttpResponse.json({ success: true, message: `${LABELS[resource]} created successfully`, id: created.id }, { status: 201 });
      }),
      on(`admin-update-${resource}`, async ({ request, params }) => {
        const refused = refuse(request);
        if (refused) return refused;
        const valid = await validBody(INPUTS[resource], request);
        if (!valid.input) return valid.refused;
        const id = String(params.id);
        if (!items(resource).some((item) => item.id === id)) return errorAnswer(404, `${LABELS[resource]} not found`);
        put(resource, items(resource).map((item) => (item.id === id ? { ...item, ...valid.input } : item)));
        return HttpResponse.json({ success: true, message: `${LABELS[resource]} updated successfully`, id });
      }),
    ]),
    // The mail a registration or contact message shows goes back to queued under a new id, as outboxRepo.resend does.
    on('admin-resend-mail', ({ request, params }) => {
      const refused = refuse(request);
      if (refused) return refused;
      const id = String(params.id);
      const again = `mail-${nextId++}`;
      let found = false;
      for (const resource of ['contacts', 'registrations'] as const) {
        put(
          resource,
          items(resource).map((item) => {
            const mail = (item as { mail?: { id: string } }).mail;
            if (mail?.id !== id) return item;
            found = true;
            return { ...item, mail: { id: again, status: 'queued' } };
          }),
        );
      }
      if (!found) return errorAnswer(404, MAIL_MESSAGES.notFound);
      return HttpResponse.json({ success: true, message: MAIL_MESSAGES.resent, id: again });
    }),
    // The insights from the store, as the counters would have them: every day of ?from..?to (default the last 30).
    on('admin-get-stats', ({ request }) => {
      const url = new URL(request.url);
      const to = url.searchParams.get('to') ?? new Date().toISOString().slice(0, 10);
      const from = url.searchParams.get('from') ?? addDays(to, -29);
      const booked = store.registrations.filter((r) => r.status !== 'cancelled');
      const days = daysOf({ from, to });
      const data: StatsData = {
        from,
        to,
        revenue: days.map((day) => ({ day, naira: 0 })),
        registrations: days.map((day) => ({ day, count: booked.filter((r) => r.createdAt.slice(0, 10) === day).length })),
        events: store.events.map((e) => ({
          id: e.id,
          title: e.title,
          date: e.date,
          seatsTaken: e.seatsTaken ?? 0,
          seatsHeld: 0,
          seatsOffered: e.seatsOffered ?? 0,
          waitlisted: 0,
          waitlistSeats: 0,
          capacity: e.maxParticipants,
          revenue: 0,
          refunded: 0,
          checkedIn: e.checkedIn ?? 0,
          types: [],
          codes: [],
        })),
        sources: { direct: booked.length, whatsapp: 0, code: 0 },
        services: [],
        programmes: [],
      };
      return refuse(request) ?? HttpResponse.json({ success: true, data });
    }),
    on('admin-get-counts', ({ request }) => {
      const cancelled = store.registrations.filter((r) => r.status === 'cancelled').length;
      const data = {
        events: store.events.length,
        activeEvents: store.events.filter((e) => e.isActive).length,
        contacts: store.contacts.length,
        registrations: store.registrations.length,
        cancelledRegistrations: cancelled,
        gallery: store.gallery.length,
        testimonials: store.testimonials.length,
      };
      return refuse(request) ?? HttpResponse.json({ success: true, data });
    }),
    // Two-step sign-in, as lambdas/lib/mfa/factors.ts answers it: '123456' is the right code of the fixed test secret.
    on('admin-list-factors', ({ request }) => refuse(request) ?? HttpResponse.json({ data: { factors: api.factors, recoveryCodesLeft: api.factors.length ? 10 : 0 } })),
    on('admin-start-totp', ({ request }) => refuse(request) ?? HttpResponse.json({ success: true, message: 'Scan the code', data: { secret: TEST_TOTP_SECRET, otpauthUrl: `otpauth://totp/Test:admin?secret=${TEST_TOTP_SECRET}` } })),
    on('admin-confirm-totp', async ({ request }) => {
      const refused = refuse(request);
      if (refused) return refused;
      const { code } = (await request.json()) as { code: string };
      if (code.replace(/\s+/g, '') !== TEST_TOTP_CODE) return errorAnswer(400, MFA_MESSAGES.wrongCode, { code: MFA_MESSAGES.wrongCode });
      const first = api.factors.length === 0;
      const id = `factor-${nextId++}`;
      api.factors.push({ id, type: 'totp', label: 'Authenticator app', createdAt: '2026-11-20T10:00:00.000Z' });
      return HttpResponse.json({ success: true, message: MFA_MESSAGES.totpAdded, id, data: first ? { recoveryCodes: TEST_RECOVERY_CODES } : {} });
    }),
    on('admin-delete-factors', ({ request, params }) => {
      const refused = refuse(request);
      if (refused) return refused;
      const before = api.factors.length;
      api.factors = api.factors.filter((f) => f.id !== String(params.id));
      if (api.factors.length === before) return errorAnswer(404, MFA_MESSAGES.factorNotFound);
      return HttpResponse.json({ success: true, message: api.factors.length ? MFA_MESSAGES.factorRemoved : MFA_MESSAGES.lastFactorRemoved, id: String(params.id) });
    }),
    // The policy and the step-up, as lambdas/lib/mfa/ answers them (the session has a factor when api.factors has one).
    on('admin-get-security-policy', ({ request }) => refuse(request) ?? HttpResponse.json({ data: { ...api.policy, factorRequired: api.policy.requireSecondFactor && !api.factors.length } })),
    on('admin-update-security-policy', async ({ request }) => {
      const refused = refuse(request) ?? (api.steppedUp ? null : errorAnswer(409, SECURITY_MESSAGES.stepUpRequired, undefined, ADMIN_REFUSALS.stepUpRequired));
      if (refused) return refused;
      const { requireSecondFactor } = (await request.json()) as SecurityPolicy;
      if (requireSecondFactor && !api.factors.length) return errorAnswer(409, SECURITY_MESSAGES.policyNeedsOwnFactor);
      api.policy = { requireSecondFactor };
      return HttpResponse.json({ success: true, message: requireSecondFactor ? SECURITY_MESSAGES.policyOn : SECURITY_MESSAGES.policyOff, data: { ...api.policy, factorRequired: false } });
    }),
    on('admin-step-up', async ({ request }) => {
      const refused = refuse(request);
      if (refused) return refused;
      const body = (await request.json()) as { method: string; password?: string; code?: string; response?: { id?: string } };
      // A passkey: any assertion, when the account has a passkey (the server's checks are lambdas/lib/mfa/step-up.ts's).
      const passkey = body.method === 'passkey' && typeof body.response?.id === 'string' && api.factors.some((f) => f.type === 'passkey');
      const right = body.method === 'password' ? !api.factors.length && body.password === ADMIN_TEST_PASSWORD : (body.method === 'totp' && body.code === TEST_TOTP_CODE) || passkey;
      if (!right) return errorAnswer(400, body.method === 'password' ? SECURITY_MESSAGES.wrongPassword : body.method === 'passkey' ? SECURITY_MESSAGES.passkeyRefused : SECURITY_MESSAGES.wrongCode);
      api.steppedUp = true;
      const message = body.method === 'passkey' ? SECURITY_MESSAGES.confirmedWithPasskey : SECURITY_MESSAGES.confirmedWithPassword;
      return HttpResponse.json({ success: true, message, data: { steppedUpUntil: '2026-11-20T10:05:00.000Z' } });
    }),
    // A step-up with a passkey, step one: options for the account's own passkeys.
    on('admin-step-up-options', ({ request }) => {
      const refused = refuse(request);
      if (refused) return refused;
      const passkeys = api.factors.filter((f) => f.type === 'passkey');
      if (!passkeys.length) return errorAnswer(400, SECURITY_MESSAGES.noPasskey);
      const allowCredentials = passkeys.map(() => ({ id: 'Y3JlZGVudGlhbA', type: 'public-key' }));
      return HttpResponse.json({ success: true, data: { challenge: 'c'.repeat(43), rpId: 'localhost', allowCredentials, userVerification: 'preferred', timeout: 300000 } });
    }),
    // Exporting people's data: a stepUp route; the answer's message is what the audit keeps.
    on('admin-create-exports', async ({ request }) => {
      const refused = refuse(request) ?? (api.steppedUp ? null : errorAnswer(409, SECURITY_MESSAGES.stepUpRequired, undefined, ADMIN_REFUSALS.stepUpRequired));
      if (refused) return refused;
      const { kind, count } = (await request.json()) as { kind: ExportKind; count?: number };
      return HttpResponse.json({ success: true, message: exportMessage(kind, count) });
    }),
    // Payments: a pay-at-the-venue registration becomes paid with who and when, as paymentsRepo.markVenuePaid does.
    on('admin-mark-paid', async ({ request, params }) => {
      const refused = refuse(request);
      if (refused) return refused;
      const { method } = (await request.json()) as { method: string };
      const id = String(params.id);
      const found = items('registrations').find((item) => item.id === id) as { payment?: { status: string } } | undefined;
      if (!found) return errorAnswer(404, 'Registration not found');
      if (found.payment?.status !== 'venue') return errorAnswer(409, 'Only a pay-at-the-venue registration can be marked paid here.');
      put(
        'registrations',
        items('registrations').map((item) =>
          item.id === id ? { ...item, payment: { ...found.payment, status: 'paid', method, markedBy: 'admin', paidAt: '2026-11-20T10:00:00.000Z' } } : item,
        ),
      );
      return HttpResponse.json({ success: true, message: 'Payment recorded.', id });
    }),
    // As refunds-repo.ts claims it: refund_pending with the amount under way; the webhook is not modelled here.
    on('admin-refund-registration', async ({ request, params }) => {
      const refused = refuse(request) ?? (api.steppedUp ? null : errorAnswer(409, SECURITY_MESSAGES.stepUpRequired, undefined, ADMIN_REFUSALS.stepUpRequired));
      if (refused) return refused;
      const { amount } = (await request.json()) as { amount?: number };
      const id = String(params.id);
      const found = items('registrations').find((item) => item.id === id) as { payment?: { status: string; amount: number; refunded?: number } } | undefined;
      if (!found?.payment) return errorAnswer(404, 'Registration not found');
      const left = found.payment.amount - (found.payment.refunded ?? 0);
      if (found.payment.status === 'refund_pending') return errorAnswer(409, 'A refund of this registration is already under way.');
      put(
        'registrations',
        items('registrations').map((item) => (item.id === id ? { ...item, payment: { ...found.payment, status: 'refund_pending', refundPending: amount ?? left } } : item)),
      );
      return HttpResponse.json({ success: true, message: 'Refund requested from Paystack.', id, data: { status: 'refund_pending' } }, { status: 202 });
    }),
    // The gallery's order as galleryRepo keeps it: /gallery sorts active photos by position (creation time when none);
    // a reorder gives the sent photos the places they held between them.
    on('list-gallery', () => HttpResponse.json({ data: (items('gallery') as GalleryRow[]).filter((g) => g.isActive !== false).sort((a, b) => galleryPlace(a) - galleryPlace(b)) })),
    on('admin-reorder-gallery', async ({ request }) => {
      const refused = refuse(request);
      if (refused) return refused;
      const { ids } = (await request.json()) as { ids: string[] };
      const moved = ids.map((id) => (items('gallery') as GalleryRow[]).find((g) => g.id === id));
      if (moved.some((g) => !g)) return errorAnswer(409, GALLERY_ORDER_MESSAGES.changed);
      const slots = moved.map((g) => galleryPlace(g!)).sort((a, b) => a - b);
      put('gallery', items('gallery').map((g) => (ids.includes(String(g.id)) ? { ...g, position: slots[ids.indexOf(String(g.id))] } : g)));
      return HttpResponse.json({ success: true, message: GALLERY_ORDER_MESSAGES.saved });
    }),
    on('admin-get-notification-settings', ({ request }) => refuse(request) ?? HttpResponse.json({ ...store.notificationSettings, defaultProviderEmail: DEFAULT_PROVIDER_EMAIL })),
    on('admin-update-notification-settings', async ({ request }) => {
      const refused = refuse(request);
      if (refused) return refused;
      const valid = await validBody(notificationSettingsInput, request);
      if (!valid.input) return valid.refused;
      store.notificationSettings = valid.input as NotificationSettingsInput;
      return HttpResponse.json({ ...store.notificationSettings, defaultProviderEmail: DEFAULT_PROVIDER_EMAIL });
    }),
    on('admin-cancel-event', ({ request, params }) => {
      const refused = refuse(request);
      if (refused) return refused;
      const found = store.events.find((e) => e.id === String(params.id));
      if (!found) return errorAnswer(404, 'Event not found');
      found.status = 'cancelled';
      return HttpResponse.json({ success: true, message: EVENT_MESSAGES.cancelled(found.seatsTaken), id: found.id });
    }),
    on('admin-archive-event', ({ request, params }) => {
      const refused = refuse(request);
      if (refused) return refused;
      const found = store.events.find((e) => e.id === String(params.id));
      if (!found) return errorAnswer(404, 'Event not found');
      found.status = 'archived';
      return HttpResponse.json({ success: true, message: EVENT_MESSAGES.archived, id: found.id });
    }),
    on('admin-message-event', async ({ request, params }) => {
      const refused = refuse(request);
      if (refused) return refused;
      const valid = await validBody(broadcastInput, request);
      if (!valid.input) return valid.refused;
      const queued = store.registrations.filter((r) => r.eventId === String(params.id) && r.status !== 'cancelled').length;
      return HttpResponse.json({ success: true, message: MAIL_MESSAGES.broadcastQueued(queued), queued });
    }),
  );
  return api;
}
