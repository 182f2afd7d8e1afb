// Every admin call goes through here, so the bearer token is attached in one
// place and a 401 from ANY admin call ends the session in one place.
import { ROUTES, apiPath, type AdminResource, type EditableResource, type HttpMethod } from '../../../../contract/routes';
import type { ListResponse, LoginInput, LoginResponse, MutationResponse } from '../../../../contract/schemas';
import { ApiError, apiRequest } from '../../lib/api';

function routePath(method: HttpMethod, handler: string): string {
  const route = ROUTES.find((r) => r.method === method && r.handler === handler);
  if (!route) throw new Error(`No route ${method} ${handler} in contract/routes.ts`);
  return route.path;
}

export const adminPaths = {
  login: routePath('POST', 'admin-login'),
  logout: routePath('POST', 'admin-logout'),
  list: (resource: AdminResource) => routePath('GET', `admin-list-${resource}`),
  create: (resource: EditableResource) => routePath('POST', `admin-create-${resource}`),
  update: (resource: EditableResource, id: string) => apiPath(routePath('PUT', `admin-update-${resource}`), { id }),
  remove: (resource: AdminResource, id: string) => apiPath(routePath('DELETE', `admin-delete-${resource}`), { id }),
};

export function login(input: LoginInput): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('POST', adminPaths.login, input);
}

export type AdminClient = ReturnType<typeof createAdminClient>;

/** Calls with the token; on a 401 `onUnauthorized` runs before the error reaches the caller. */
export function createAdminClient(token: string | null, onUnauthorized: () => void) {
  async function call<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
    try {
      return await apiRequest<T>(method, path, body, { token });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) onUnauthorized();
      throw error;
    }
  }
  return {
    list: async <T>(resource: AdminResource): Promise<T[]> => {
      const answer = await call<ListResponse<T>>('GET', adminPaths.list(resource));
      return answer?.data ?? [];
    },
    create: (resource: EditableResource, body: unknown) => call<MutationResponse>('POST', adminPaths.create(resource), body),
    update: (resource: EditableResource, id: string, body: unknown) =>
      call<MutationResponse>('PUT', adminPaths.update(resource, id), body),
    remove: (resource: AdminResource, id: string) => call<MutationResponse>('DELETE', adminPaths.remove(resource, id)),
    /** Logout never triggers the expired notice: the admin is leaving anyway. */
    logout: () => apiRequest<unknown>('POST', adminPaths.logout, {}, { token }),
  };
}
