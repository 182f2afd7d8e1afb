// Every admin call goes through here, so the bearer token is attached in one
// place and a 401 from ANY admin call ends the session in one place.
import type { AnnouncementContentInput, AnnouncementInput, AnnouncementTestInput, AudienceQuery } from '../../../../contract/news';
import type { PromoCodeInput } from '../../../../contract/box-office';
import type { AdminResource, AdminRow, ApiBody, EditableResource } from '../../../../contract/routes';
import type { CompleteMultipartInput, PresignImageInput, StartMultipartInput } from '../../../../contract/media-schemas';
import type { BroadcastInput, ChangePasswordInput, ListQuery, LoginInput, LoginResponse, MarkPaidInput, NewAdminInput, NotificationSettingsInput, RefundInput } from '../../../../contract/schemas';
import type { LoginVerifyInput, PasskeyAddInput, PasskeyLoginInput } from '../../../../contract/mfa-schemas';
import type { ContentUpdateInput } from '../../../../contract/site-content-schemas';
import type { ContentSection } from '../../../../contract/site-content';
import type { StatsQuery } from '../../../../contract/stats';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import type { AdminPeopleEraseInput } from '../../../../contract/privacy';
import { ADMIN_REFUSALS } from '../../../../contract/admin-refusals';
import type { ExportInput, SecurityPolicy, StepUpInput } from '../../../../contract/admin-security';

/** ('Update', 'events') -> 'adminUpdateEvents', the route's name in contract/routes.ts. */
const routeName = <A extends 'List' | 'Create' | 'Update' | 'Delete', R extends AdminResource>(action: A, resource: R) =>
  `admin${action}${resource[0].toUpperCase()}${resource.slice(1)}` as `admin${A}${Capitalize<R>}`;

export function login(input: LoginInput): Promise<LoginResponse> {
  return api.call('adminLogin', { body: input });
}

/** The second step of signing in (an account with a second factor): the same answer as a password-only sign-in. */
export function verifyLogin(input: LoginVerifyInput): Promise<LoginResponse> {
  return api.call('adminLoginVerify', { body: input });
}

/** Signing in with a passkey alone (no username): the options and their challenge, then the assertion. */
export async function passkeyLoginOptions() {
  return (await api.call('adminLoginPasskeyOptions')).data;
}
export function loginWithPasskey(input: PasskeyLoginInput): Promise<LoginResponse> {
  return api.call('adminLoginPasskey', { body: input });
}

export type AdminClient = ReturnType<typeof createAdminClient>;

/**
 * What the session does about the admin wrapper's 409s (contract/admin-security.ts):
 * confirmIdentity asks the admin to step up (true once it passed, false when they
 * gave up); onFactorRequired shows the add-a-factor screen.
 */
export type SecurityHooks = { confirmIdentity?: () => Promise<boolean>; onFactorRequired?: () => void };
export type AdminPage<R extends AdminResource> = { items: AdminRow[R][]; nextCursor: string | null };

/** Calls with the token; on a 401 `onUnauthorized` runs before the error reaches the caller. */
export function createAdminClient(token: string | null, onUnauthorized: () => void, security: SecurityHooks = {}) {
  async function guarded<T>(call: Promise<T>): Promise<T> {
    try {
      return await call;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) onUnauthorized();
      if (error instanceof ApiError && error.status === 409 && error.reason === ADMIN_REFUSALS.factorRequired) security.onFactorRequired?.();
      throw error;
    }
  }
  /**
   * A riskiest route (`stepUp` in the route table): when it answers stepUpRequired,
   * ask the admin to confirm who they are, then send it once more; giving up
   * leaves the 409 (its message) to the caller.
   */
  async function confirmed<T>(send: () => Promise<T>): Promise<T> {
    try {
      return await guarded(send());
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409 && error.reason === ADMIN_REFUSALS.stepUpRequired && security.confirmIdentity)) throw error;
      if (!(await security.confirmIdentity())) throw error;
      return guarded(send());
    }
  }
  return {
    /** One page (50) of a list; pass the answer's nextCursor back for the next. */
    list: async <R extends AdminResource>(resource: R, query: ListQuery = {}): Promise<AdminPage<R>> => {
      // Widened: one route name for any resource, not a name per type parameter.
      const any: AdminResource = resource;
      const answer = await guarded(api.call(routeName('List', any), { token, query }));
      return { items: (answer?.data?.items ?? []) as AdminRow[R][], nextCursor: answer?.data?.nextCursor ?? null };
    },
    /** The overview's charts for a period (Lagos days), from the server's insights counters. */
    stats: async (query: StatsQuery) => (await guarded(api.call('adminGetStats', { token, query }))).data,
    /** The overview's counts, from the server's counters. */
    counts: async () => (await guarded(api.call('adminGetCounts', { token }))).data,
    // The forms validate with the resource's schema; the body is that schema's output.
    create: (resource: EditableResource, body: unknown) => {
      const name = routeName('Create', resource);
      return guarded(api.call(name, { body: body as ApiBody<typeof name>, token }));
    },
    update: (resource: EditableResource, id: string, body: unknown) => {
      const name = routeName('Update', resource);
      return guarded(api.call(name, { params: { id }, body: body as ApiBody<typeof name>, token }));
    },
    remove: (resource: AdminResource, id: string) => guarded(api.call(routeName('Delete', resource), { params: { id }, token })),
    /** Queue a failed, bounced or unknown mail again. */
    resendMail: (id: string) => guarded(api.call('adminResendMail', { params: { id }, token })),
    /** One mail to every attendee of the event who has not cancelled. */
    messageEvent: (id: string, body: BroadcastInput) => guarded(api.call('adminMessageEvent', { params: { id }, body, token })),
    /** Close registration and mail every registrant; again queues only missing mails. */
    cancelEvent: (id: string) => guarded(api.call('adminCancelEvent', { params: { id }, token })),
    /** Off the public lists. */
    archiveEvent: (id: string) => guarded(api.call('adminArchiveEvent', { params: { id }, token })),
    /** The active gallery photos in the order /gallery shows them (the public list: one Query, already sorted). */
    galleryOrder: async () => (await guarded(api.call('listGallery')))?.data ?? [],
    /** The given photos in the given order; the others keep their places. */
    reorderGallery: (ids: string[]) => guarded(api.call('adminReorderGallery', { body: { ids }, token })),
    /** Record cash or a transfer for a pay-at-the-venue registration. */
    markPaid: (id: string, body: MarkPaidInput) => guarded(api.call('adminMarkPaid', { params: { id }, body, token })),
    /** The event's waitlist, in the order people joined (docs/PRODUCT-RULES.md, Waitlist). */
    waitlist: async (eventId: string) => (await guarded(api.call('adminListWaitlist', { params: { id: eventId }, token }))).data.items,
    /** Take someone off the waitlist; a running offer ends and its seats pass on. */
    removeFromWaitlist: (id: string) => guarded(api.call('adminDeleteWaitlist', { params: { id }, token })),
    /** Offer the free seats to this person now, out of queue order (409 when their request does not fit). */
    offerFromWaitlist: (id: string) => guarded(api.call('adminOfferWaitlist', { params: { id }, token })),
    /** Refund a Paystack payment, all (no amount) or part (whole naira). */
    refund: (id: string, body: RefundInput) => confirmed(() => api.call('adminRefundRegistration', { params: { id }, body, token })),
    /** Where the provider's notices go, and whether as a daily summary; with the default address. */
    getNotificationSettings: () => guarded(api.call('adminGetNotificationSettings', { token })),
    /** Answers the settings as saved. */
    saveNotificationSettings: (body: NotificationSettingsInput) => guarded(api.call('adminUpdateNotificationSettings', { body, token })),
    /** Site content: every section with its version (the Content tab). */
    getContent: () => guarded(api.call('adminGetSiteContent', { token })),
    /** Refused with 409 when the section changed since `expectedVersion`. */
    saveContent: (body: ContentUpdateInput) => guarded(api.call('adminUpdateSiteContent', { body, token })),
    contentVersions: (section: ContentSection) => guarded(api.call('adminListContentVersions', { params: { section }, token })),
    revertContent: (section: ContentSection, version: number, expectedVersion: number) =>
      guarded(api.call('adminRevertSiteContent', { params: { section }, body: { version, expectedVersion }, token })),
    /** Admin accounts (docs/PRODUCT-RULES.md, Admin accounts). */
    listAdmins: async () => (await guarded(api.call('adminListAdmins', { token })))?.data ?? [],
    createAdmin: (body: NewAdminInput) => confirmed(() => api.call('adminCreateAdmins', { body, token })),
    removeAdmin: (id: string) => confirmed(() => api.call('adminDeleteAdmins', { params: { id }, token })),
    /** Ends every other session of mine. */
    changePassword: (body: ChangePasswordInput) => guarded(api.call('adminChangePassword', { body, token })),
    listSessions: async () => (await guarded(api.call('adminListSessions', { token })))?.data ?? [],
    /** Ends every session of mine, this one too. */
    endSessions: () => guarded(api.call('adminEndSessions', { token })),
    listAudit: async () => (await guarded(api.call('adminListAudit', { token })))?.data ?? [],
    /** A presigned POST for one resized photo (contract/media.ts). */
    presignImage: (body: PresignImageInput) => guarded(api.call('adminPresignImage', { body, token })),
    /** Starts a resource's multipart upload: its key, upload id and one presigned URL per part. */
    startFileUpload: (body: StartMultipartInput) => guarded(api.call('adminStartFileUpload', { body, token })),
    completeFileUpload: (body: CompleteMultipartInput) => guarded(api.call('adminCompleteFileUpload', { body, token })),
    /** Two-step sign-in (docs/PRODUCT-RULES.md, Admin sign-in): a new authenticator app's secret, shown once. */
    startTotp: async () => (await guarded(api.call('adminStartTotp', { token }))).data,
    /** The first code turns it on; the account's first factor answers its ten recovery codes, once. */
    confirmTotp: (code: string) => guarded(api.call('adminConfirmTotp', { body: { code }, token })),
    listFactors: async () => (await guarded(api.call('adminListFactors', { token }))).data,
    removeFactor: (id: string) => guarded(api.call('adminDeleteFactors', { params: { id }, token })),
    /** Adding a passkey: the options for the browser, then its answer and the name (the first factor answers the recovery codes, once). */
    passkeyOptions: async () => (await guarded(api.call('adminStartPasskeys', { token }))).data,
    addPasskey: (body: PasskeyAddInput) => guarded(api.call('adminCreatePasskeys', { body, token })),
    /** Logout never triggers the expired notice: the admin is leaving anyway. */
    listPromoCodes: async () => (await guarded(api.call('adminListPromoCodes', { token })))?.data ?? [],
    createPromoCode: (body: PromoCodeInput) => guarded(api.call('adminCreatePromoCodes', { body, token })),
    removePromoCode: (id: string) => guarded(api.call('adminDeletePromoCodes', { params: { id }, token })),
    /** Everything held about one email or phone (docs/PRODUCT-RULES.md, People's data). */
    findPerson: async (q: string) => (await confirmed(() => api.call('adminFindPeople', { token, query: { q } }))).data,
    /** Erase one person, with the reason the audit entry keeps. */
    erasePerson: (body: AdminPeopleEraseInput) => confirmed(() => api.call('adminErasePeople', { body, token })),
    /** Confirm who I am before the riskiest actions (docs/PRODUCT-RULES.md, Admin sign-in): five minutes. */
    stepUp: (body: StepUpInput) => guarded(api.call('adminStepUp', { body, token })),
    /** A step-up with a passkey: assertion options for my own passkeys (their challenge serves this session once, 5 minutes). */
    stepUpOptions: async () => (await guarded(api.call('adminStepUpOptions', { token }))).data,
    /**
     * Before building any file of people's data (a list's CSV, one person's JSON): one of the riskiest
     * actions, so it may ask "Confirm it's you" first; the audit log keeps the kind and the count.
     */
    exportData: (body: ExportInput) => confirmed(() => api.call('adminCreateExports', { body, token })),
    /** The owner's policy: every admin must use a passkey or a code; and whether this session must still add one. */
    securityPolicy: async () => (await guarded(api.call('adminGetSecurityPolicy', { token }))).data,
    saveSecurityPolicy: (body: SecurityPolicy) => confirmed(() => api.call('adminUpdateSecurityPolicy', { body, token })),
    /** The mailing list (docs/PRODUCT-RULES.md, Mailing list): audiences' counts, and an announcement's life. */
    listAudiences: async () => (await guarded(api.call('adminListAudiences', { token }))).data,
    createAnnouncement: (body: AnnouncementInput) => guarded(api.call('adminCreateAnnouncement', { body, token })),
    getAnnouncement: async (id: string) => (await guarded(api.call('adminGetAnnouncement', { params: { id }, token }))).data,
    sendAnnouncement: (id: string) => guarded(api.call('adminSendAnnouncement', { params: { id }, token })),
    cancelAnnouncement: (id: string) => guarded(api.call('adminCancelAnnouncement', { params: { id }, token })),
    /** Newest first, 50 a page. */
    listAnnouncements: async (cursor?: string) => (await guarded(api.call('adminListAnnouncements', { token, query: cursor ? { cursor } : {} }))).data,
    /** The audience exactly as chosen, counted as the send would count it. */
    countAudience: async (query: AudienceQuery) => (await guarded(api.call('adminCountAudience', { token, query }))).data.count,
    /** The mail as it will look (the mailer's renderer) and its plain text. */
    previewAnnouncement: async (body: AnnouncementContentInput) => (await guarded(api.call('adminPreviewAnnouncement', { body, token }))).data,
    /** One mail marked as a test, to the notification address or `to`. */
    testAnnouncement: (body: AnnouncementTestInput) => guarded(api.call('adminTestAnnouncement', { body, token })),
    /** The monthly programmes (the announcement's audience and card pick from them). */
    listProgrammes: async () => (await guarded(api.call('adminListProgrammes', { token }))).data.items,
    logout: () => api.call('adminLogout', { token }),
  };
}
