// Every admin call goes through here, so the bearer token is attached in one
// place and a 401 from ANY admin call ends the session in one place.
import type { AdminResource, AdminRow, ApiBody, EditableResource } from '../../../../contract/routes';
import type { BroadcastInput, LoginInput, LoginResponse, MarkPaidInput, NotificationSettingsInput } from '../../../../contract/schemas';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api-error';

/** ('Update', 'events') -> 'adminUpdateEvents', the route's name in contract/routes.ts. */
const routeName = <A extends 'List' | 'Create' | 'Update' | 'Delete', R extends AdminResource>(action: A, resource: R) =>
  `admin${action}${resource[0].toUpperCase()}${resource.slice(1)}` as `admin${A}${Capitalize<R>}`;

export function login(input: LoginInput): Promise<LoginResponse> {
  return api.call('adminLogin', { body: input });
}

export type AdminClient = ReturnType<typeof createAdminClient>;

/** Calls with the token; on a 401 `onUnauthorized` runs before the error reaches the caller. */
export function createAdminClient(token: string | null, onUnauthorized: () => void) {
  async function guarded<T>(call: Promise<T>): Promise<T> {
    try {
      return await call;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) onUnauthorized();
      throw error;
    }
  }
  return {
    list: async <R extends AdminResource>(resource: R): Promise<AdminRow[R][]> => {
      // Widened: one route name for any resource, not a name per type parameter.
      const any: AdminResource = resource;
      const answer = await guarded(api.call(routeName('List', any), { token }));
      return (answer?.data ?? []) as AdminRow[R][];
    },
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
    /** Record cash or a transfer for a pay-at-the-venue registration. */
    markPaid: (id: string, body: MarkPaidInput) => guarded(api.call('adminMarkPaid', { params: { id }, body, token })),
    /** Where the provider's notices go, and whether as a daily summary; with the default address. */
    getNotificationSettings: () => guarded(api.call('adminGetNotificationSettings', { token })),
    /** Answers the settings as saved. */
    saveNotificationSettings: (body: NotificationSettingsInput) => guarded(api.call('adminUpdateNotificationSettings', { body, token })),
    /** Logout never triggers the expired notice: the admin is leaving anyway. */
    logout: () => api.call('adminLogout', { token }),
  };
}
