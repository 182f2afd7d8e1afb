// The admin-people area's routes (sign-in, admin accounts and sessions, messages, registrations, settings, audit, insights): one nested stack (docs/ARCHITECTURE.md, Stacks).
// A row here is a Lambda, a route and a role in that stack; contract/routes.ts joins the areas.
import type { AdminAccount, AdminSessionView, AuditEntry, ChangePasswordInput, ListResponse, LoginInput, LoginResponse, MutationResponse, NewAdminInput, NotificationSettings, NotificationSettingsInput } from '../schemas';
import type { FactorsResponse, LoginVerifyInput, PasskeyAddInput, PasskeyLoginInput, PasskeyLoginOptions, PasskeyRegistrationOptions, TotpConfirmInput, TotpConfirmResponse, TotpSetup } from '../mfa-schemas';
import type { SecurityPolicy, SecurityPolicyResponse, StepUpInput, StepUpPasskeyOptions, StepUpResponse } from '../admin-security';
import type { StatsQuery, StatsResponse } from '../stats';
import type { WaitlistResponse } from '../waitlist';
import { admin, adminList, adminWrite, adminDelete, type RouteSpec } from '../route-spec';

/** What each of the area's routes takes and answers (the generic admin lists and edits are typed in contract/routes.ts). */
export type AdminPeopleEndpoints = {
  adminLogin: { body: LoginInput; answer: LoginResponse };
  adminLogout: { answer: MutationResponse };
  adminGetNotificationSettings: { answer: NotificationSettings };
  adminUpdateNotificationSettings: { body: NotificationSettingsInput; answer: NotificationSettings };
  adminResendMail: { answer: MutationResponse };
  adminListAdmins: { answer: ListResponse<AdminAccount> };
  adminCreateAdmins: { body: NewAdminInput; answer: MutationResponse };
  adminDeleteAdmins: { answer: MutationResponse };
  adminChangePassword: { body: ChangePasswordInput; answer: MutationResponse };
  adminListSessions: { answer: ListResponse<AdminSessionView> };
  adminEndSessions: { answer: MutationResponse };
  adminStepUp: { body: StepUpInput; answer: StepUpResponse };
  adminStepUpOptions: { answer: StepUpPasskeyOptions };
  adminGetSecurityPolicy: { answer: SecurityPolicyResponse };
  adminUpdateSecurityPolicy: { body: SecurityPolicy; answer: MutationResponse & SecurityPolicyResponse };
  adminListAudit: { answer: ListResponse<AuditEntry> };
  adminGetStats: { query: StatsQuery; answer: StatsResponse };
  adminListWaitlist: { answer: WaitlistResponse };
  adminDeleteWaitlist: { answer: MutationResponse };
  adminOfferWaitlist: { answer: MutationResponse };
  adminLoginVerify: { body: LoginVerifyInput; answer: LoginResponse };
  adminStartTotp: { answer: MutationResponse & { data: TotpSetup } };
  adminConfirmTotp: { body: TotpConfirmInput; answer: TotpConfirmResponse };
  adminListFactors: { answer: FactorsResponse };
  adminDeleteFactors: { answer: MutationResponse };
  adminStartPasskeys: { answer: MutationResponse & { data: PasskeyRegistrationOptions } };
  adminCreatePasskeys: { body: PasskeyAddInput; answer: TotpConfirmResponse };
  adminLoginPasskeyOptions: { answer: { success: true; data: PasskeyLoginOptions } };
  adminLoginPasskey: { body: PasskeyLoginInput; answer: LoginResponse };
};

export const ADMIN_PEOPLE_ROUTES = {
  adminLogin: {
    method: 'POST',
    path: '/api/admin/login',
    auth: 'public',
    area: 'admin-people',
    access: 'read',
    sessions: 'write',
    data: { gets: ['admins', 'loginThrottles', 'factors'], writes: ['loginThrottles', 'sessions', 'factors'], deletes: ['loginThrottles'] },
  },
  // Verifies the token's signature, then deletes its session: no read needed.
  adminLogout: { method: 'POST', path: '/api/admin/logout', auth: 'public', area: 'admin-people', access: 'read', sessions: 'write', data: { deletes: ['sessions'] } },
  adminListContacts: adminList('admin-people', '/api/admin/contacts', 'contacts'),
  adminListRegistrations: adminList('admin-people', '/api/admin/registrations', 'registrations'),
  adminDeleteContacts: adminDelete('admin-people', '/api/admin/contacts/{id}', 'contacts'),
  // One transaction: the registration, its tickets and its email guard go, its seats, type quotas and code use come back.
  adminDeleteRegistrations: admin('admin-people', 'DELETE', '/api/admin/registrations/{id}', {
    gets: ['registrations', 'events'],
    writes: ['events', 'counters', 'promoCodes'],
    deletes: ['registrations', 'tickets', 'events'],
  }),
  adminGetNotificationSettings: admin('admin-people', 'GET', '/api/admin/settings/notifications', { lists: ['settings'] }),
  adminUpdateNotificationSettings: adminWrite('admin-people', 'PUT', '/api/admin/settings/notifications', 'settings'),
  // A new mail, whose status the registration or contact message it is about then shows.
  adminResendMail: admin('admin-people', 'POST', '/api/admin/mails/{id}/resend', { gets: ['mail'], writes: ['mail', 'registrations', 'contacts'] }),
  // Admin accounts (docs/PRODUCT-RULES.md, Admin accounts): all but the list touch auth items.
  adminListAdmins: admin('admin-people', 'GET', '/api/admin/admins', { lists: ['admins'] }),
  adminCreateAdmins: { ...admin('admin-people', 'POST', '/api/admin/admins', { gets: ['admins'], writes: ['admins'] }), sessions: 'write', stepUp: true },
  adminDeleteAdmins: { ...admin('admin-people', 'DELETE', '/api/admin/admins/{id}', { lists: ['admins'], gets: ['admins', 'sessions'], deletes: ['admins', 'sessions'] }), sessions: 'write', stepUp: true },
  adminChangePassword: {
    ...admin('admin-people', 'POST', '/api/admin/account/password', { gets: ['admins', 'sessions', 'loginThrottles'], writes: ['admins', 'sessions', 'loginThrottles'], deletes: ['sessions', 'loginThrottles'] }),
    sessions: 'write',
  },
  adminListSessions: { ...admin('admin-people', 'GET', '/api/admin/account/sessions', { gets: ['sessions'] }), sessions: 'write' },
  adminEndSessions: { ...admin('admin-people', 'POST', '/api/admin/account/sessions/end', { gets: ['sessions'], deletes: ['sessions'] }), sessions: 'write' },
  // Asking again before the riskiest actions (docs/ARCHITECTURE.md, Auth, Policy and step-up): the password or a
  // factor (a code's step or a recovery code used up with the session's steppedUpAt in one transaction), through the
  // sign-in throttle; refusals go to the audit log. The policy: one settings item every admin route may Get.
  // A passkey: its options first (a challenge for this session, MFA#STEPUP#<hash>, 5 minutes), then the assertion,
  // whose challenge Delete and counter move join the session's steppedUpAt in the same transaction.
  adminStepUp: {
    ...admin('admin-people', 'POST', '/api/admin/step-up', {
      gets: ['admins', 'factors', 'loginThrottles', 'sessions'],
      writes: ['factors', 'sessions', 'loginThrottles', 'audit'],
      deletes: ['factors', 'loginThrottles'],
    }),
    sessions: 'write',
  },
  adminStepUpOptions: admin('admin-people', 'POST', '/api/admin/step-up/options', { gets: ['admins', 'factors'], writes: ['factors'] }),
  // Exporting people's data (a list's CSV, one person's JSON, built in the browser): asked here first, one of the
  // riskiest actions; the wrapper's audit entry says the kind and the count. Touches no item.
  adminCreateExports: { ...admin('admin-people', 'POST', '/api/admin/exports', {}), stepUp: true },
  adminGetSecurityPolicy: admin('admin-people', 'GET', '/api/admin/settings/security', { gets: ['settings'] }),
  adminUpdateSecurityPolicy: { ...admin('admin-people', 'PUT', '/api/admin/settings/security', { writes: ['settings'] }), stepUp: true },
  adminListAudit: admin('admin-people', 'GET', '/api/admin/audit', { lists: ['audit'] }),
  // The overview's charts (docs/ARCHITECTURE.md, Insights): the day and event counters of the period, the events, and the codes' counters (sales per code).
  adminGetStats: admin('admin-people', 'GET', '/api/admin/stats', { lists: ['counters', 'events', 'promoCodes', 'programmes'] }),
  adminListWaitlist: admin('admin-people', 'GET', '/api/admin/events/{id}/waitlist', { lists: ['waitlist'] }),
  // Removing a running offer gives its seats back and offers them to the next person (as an expiry does).
  adminDeleteWaitlist: admin('admin-people', 'DELETE', '/api/admin/waitlist/{id}', { gets: ['waitlist', 'events'], lists: ['waitlist'], writes: ['waitlist', 'events', 'tickets', 'mail', 'counters'], deletes: ['waitlist'] }),
  adminOfferWaitlist: admin('admin-people', 'POST', '/api/admin/waitlist/{id}/offer', { gets: ['waitlist', 'events'], writes: ['waitlist', 'events', 'tickets', 'mail', 'counters'] }),
  // People's data (issue 36: find, erase, the requests list) and its exports: the privacy area's rows (contract/areas/privacy.ts).
  // Two-step sign-in (docs/ARCHITECTURE.md, Auth). The second step of a sign-in: the challenge, the code and the
  // session in one transaction; the throttle as the password's; refusals and recovery codes used go to the audit log.
  adminLoginVerify: {
    method: 'POST',
    path: '/api/admin/login/verify',
    auth: 'public',
    area: 'admin-people',
    access: 'read',
    sessions: 'write',
    data: { gets: ['admins', 'factors', 'loginThrottles'], writes: ['factors', 'sessions', 'loginThrottles', 'audit'], deletes: ['factors', 'loginThrottles'] },
  },
  // My own factors: the account (its id names the partition) and the MFA# items, nothing else. Confirming one (and
  // listing them, once the account has one) lifts the session's withoutFactor mark; removing the last one sets it on
  // all the account's sessions (the policy, docs/ARCHITECTURE.md, Auth).
  adminStartTotp: admin('admin-people', 'POST', '/api/admin/totp', { gets: ['admins'], writes: ['factors'] }),
  adminConfirmTotp: { ...admin('admin-people', 'POST', '/api/admin/totp/confirm', { gets: ['admins', 'factors'], writes: ['factors', 'sessions'], deletes: ['factors'] }), sessions: 'write' },
  adminListFactors: { ...admin('admin-people', 'GET', '/api/admin/factors', { gets: ['admins', 'factors'], writes: ['sessions'] }), sessions: 'write' },
  adminDeleteFactors: { ...admin('admin-people', 'DELETE', '/api/admin/factors/{id}', { gets: ['admins', 'factors', 'sessions'], writes: ['sessions'], deletes: ['factors'] }), sessions: 'write' },
  // Passkeys (WebAuthn; docs/ARCHITECTURE.md, Auth: Passkeys). Adding one: its registration challenge waits in
  // my MFA# partition, then the passkey, its credential lookup (MFA#CREDENTIAL#) and maybe the recovery codes in one transaction.
  adminStartPasskeys: admin('admin-people', 'POST', '/api/admin/passkeys/options', { gets: ['admins', 'factors'], writes: ['factors'] }),
  adminCreatePasskeys: { ...admin('admin-people', 'POST', '/api/admin/passkeys', { gets: ['admins', 'factors'], writes: ['factors', 'sessions'], deletes: ['factors'] }), sessions: 'write' },
  // Signing in with a passkey alone (no username): a challenge (MFA#PASSKEY#<hash>), then the assertion; the
  // challenge, the counter and the session in one transaction, the throttle as the password's, refusals audited.
  adminLoginPasskeyOptions: { method: 'POST', path: '/api/admin/login/passkey/options', auth: 'public', area: 'admin-people', access: 'read', data: { writes: ['factors'] } },
  adminLoginPasskey: {
    method: 'POST',
    path: '/api/admin/login/passkey',
    auth: 'public',
    area: 'admin-people',
    access: 'read',
    sessions: 'write',
    data: { gets: ['admins', 'factors', 'loginThrottles'], writes: ['factors', 'sessions', 'loginThrottles', 'audit'], deletes: ['factors', 'loginThrottles'] },
  },
} as const satisfies Record<string, RouteSpec>;
