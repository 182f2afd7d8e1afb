import { ROUTES, type Route } from '../../contract/routes';
import { dynamoGrants, SESSION_ROUTE_GRANTS } from './route-permissions';

const WRITES = ['PutItem', 'UpdateItem', 'DeleteItem'];

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

  it('never lets a route write content without excluding auth items', () => {
    for (const route of ROUTES) {
      for (const grant of dynamoGrants(route)) {
        if (!grant.actions.some((a) => WRITES.includes(a))) continue;
        const scoped = grant.leadingKeysLike?.every((k) => k === 'SESSION#*' || k === 'LOGIN#*') || grant.leadingKeysNotLike?.includes('SESSION#*');
        expect([route.handler, grant.sid, Boolean(scoped)]).toEqual([route.handler, grant.sid, true]);
      }
    }
  });
});
