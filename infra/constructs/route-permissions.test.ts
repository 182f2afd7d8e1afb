import { DATA_KINDS, ROUTES, type Route } from '../../contract/routes';
import { dynamoGrants, KIND_KEYS } from './route-permissions';

const route = (data: Route['data'], auth: Route['auth'] = 'public'): Route => ({ method: 'GET', path: '/api/x', handler: 'x', auth, area: auth === 'admin' ? 'admin-content' : 'public-reads', access: 'read', data });

describe('dynamoGrants', () => {
  it('turns each declared use into its actions, limited to the partitions of the kinds named', () => {
    expect(dynamoGrants(route({ lists: ['gallery'] }))).toEqual([{ sid: 'List', actions: ['Query'], on: 'gsi1', leadingKeysLike: ['GALLERY'] }]);
    expect(dynamoGrants(route({ gets: ['tickets', 'registrations'], writes: ['mail'], deletes: ['events'] }))).toEqual([
      { sid: 'Read', actions: ['GetItem', 'Query', 'ConditionCheckItem'], on: 'table', leadingKeysLike: ['TICKET#*', 'REGISTRATION#*'] },
      { sid: 'Write', actions: ['PutItem', 'UpdateItem'], on: 'table', leadingKeysLike: ['MAIL#*'] },
      { sid: 'Delete', actions: ['DeleteItem'], on: 'table', leadingKeysLike: ['EVENT#*'] },
    ]);
  });

  it('gives an admin route its session and policy checks, and a route that declares nothing no access at all', () => {
    expect(dynamoGrants(route({}, 'admin'))).toEqual([
      { sid: 'CheckSession', actions: ['GetItem'], on: 'table', leadingKeysLike: ['SESSION#*'] },
      // The second-factor policy's one item, read by sessions signed in without a factor.
      { sid: 'CheckPolicy', actions: ['GetItem'], on: 'table', leadingKeysLike: ['SETTINGS#security'] },
    ]);
    expect(dynamoGrants(route({}))).toEqual([]);
  });

  it('refuses to list a kind that has no list partition, rather than guessing', () => {
    expect(() => dynamoGrants(route({ lists: ['tickets'] }))).toThrow(/tickets/);
  });

  it('knows the keys of every kind of item, and no two kinds share a table pattern', () => {
    expect(Object.keys(KIND_KEYS).sort()).toEqual([...DATA_KINDS].sort());
    const patterns = DATA_KINDS.flatMap((kind) => KIND_KEYS[kind].table);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('grants every route of the table without error, each statement naming its partitions', () => {
    for (const r of ROUTES) for (const grant of dynamoGrants(r)) expect([r.handler, grant.leadingKeysLike.length > 0]).toEqual([r.handler, true]);
  });

  it("lets the message-attendees route read its event's partition (the email guards) and the registrations, and write only mail and its audit entry", () => {
    const grants = dynamoGrants(ROUTES.find((r) => r.handler === 'admin-message-event')!);
    expect(grants.find((g) => g.sid === 'Read')?.leadingKeysLike).toEqual(['EVENT#*', 'REGISTRATION#*']);
    // Every admin write records an audit entry (lambdas/lib/audit.ts).
    expect(grants.find((g) => g.sid === 'Write')?.leadingKeysLike).toEqual(['MAIL#*', 'AUDIT#*']);
    expect(grants.some((g) => g.sid === 'Delete')).toBe(false);
  });
});
