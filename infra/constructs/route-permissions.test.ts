import { ROUTES, type Route } from '../../contract/routes';
import { dynamoGrants, SESSION_ROUTE_GRANTS } from './route-permissions';

const WRITES = ['PutItem', 'UpdateItem', 'DeleteItem'];
/** The only routes that may write admin accounts: add one, remove one, change my password. */
const ACCOUNT_WRITERS = ['admin-create-admins', 'admin-delete-admins', 'admin-change-password'];

describe('dynamoGrants', () => {
  it('names every session-writing route of the table', () => {
    const sessionRoutes = ROUTES.filter((r) => r.sessions === 'write').map((r) => r.handler);
    expect(sessionRoutes.sort()).toEqual(Object.keys(SESSION_ROUTE_GRANTS).sort());
  });

  it('refuses a session-writing route it does not know, rather than guessing', () => {
    const route: Route = { method: 'POST', path: '/api/admin/refresh', handler: 'admin-refresh', auth: 'public', access: 'read', sessions: 'write' };
    expect(() => dynamoGrants(route)).toThrow(/admin-refresh/);
  });

  it("lets the message-attendees route read the event's registrations: a Query of content partitions, never auth ones", () => {
    const route = ROUTES.find((r) => r.handler === 'admin-message-event')!;
    const query = dynamoGrants(route).find((g) => g.actions.includes('Query') && g.on === 'table');
    expect(query).toMatchObject({ leadingKeysNotLike: expect.arrayContaining(['SESSION#*', 'ADMIN#*']) });
  });

  it('gives public lists a Query on gsi1 and nothing else', () => {
    const route = ROUTES.find((r) => r.handler === 'list-upcoming-events')!;
    expect(dynamoGrants(route)).toEqual([{ sid: 'ListContent', actions: ['Query'], on: 'gsi1' }]);
  });

  it('lets login read the admin account, count failures and create a session; logout only deletes one', () => {
    const login = dynamoGrants(ROUTES.find((r) => r.handler === 'admin-login')!);
    expect(login.find((g) => g.leadingKeysLike?.includes('ADMIN#*'))?.actions).toEqual(['GetItem']);
    expect(login.find((g) => g.leadingKeysLike?.includes('SESSION#*'))?.actions).toEqual(['PutItem']);
    expect(login.some((g) => g.on === 'gsi1')).toBe(false);
    const logout = dynamoGrants(ROUTES.find((r) => r.handler === 'admin-logout')!);
    expect(logout).toEqual([expect.objectContaining({ actions: ['DeleteItem'], leadingKeysLike: ['SESSION#*'] })]);
  });

  it('lets only signed-in admins touch admin accounts, and only the account routes write them', () => {
    for (const route of ROUTES) {
      const grants = dynamoGrants(route).filter((g) => g.leadingKeysLike?.includes('ADMIN#*'));
      const writes = grants.some((g) => g.actions.some((a) => WRITES.includes(a)));
      expect([route.handler, writes]).toEqual([route.handler, ACCOUNT_WRITERS.includes(route.handler)]);
      if (grants.length && route.handler !== 'admin-login') expect(route.auth).toBe('admin');
    }
  });

  it('lets my-sessions routes reach only sessions: list, and sign out everywhere', () => {
    const list = dynamoGrants(ROUTES.find((r) => r.handler === 'admin-list-sessions')!);
    expect(list).toEqual([
      expect.objectContaining({ leadingKeysLike: ['SESSION#*'], actions: ['Query'] }),
      expect.objectContaining({ sid: 'CheckSession', leadingKeysLike: ['SESSION#*'], actions: ['GetItem'] }),
    ]);
    const everywhere = dynamoGrants(ROUTES.find((r) => r.handler === 'admin-end-sessions')!);
    expect(everywhere.filter((g) => g.leadingKeysLike).every((g) => g.leadingKeysLike!.every((k) => k === 'SESSION#*'))).toBe(true);
  });

  it('never lets a route write content without excluding auth items', () => {
    for (const route of ROUTES) {
      for (const grant of dynamoGrants(route)) {
        if (!grant.actions.some((a) => WRITES.includes(a))) continue;
        const scoped =
          grant.leadingKeysLike?.every((k) => k === 'SESSION#*' || k === 'LOGIN#*' || (k === 'ADMIN#*' && ACCOUNT_WRITERS.includes(route.handler))) ||
          grant.leadingKeysNotLike?.includes('SESSION#*');
        expect([route.handler, grant.sid, Boolean(scoped)]).toEqual([route.handler, grant.sid, true]);
      }
    }
  });
});
