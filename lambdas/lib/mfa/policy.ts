// What the admin wrapper (lambdas/lib/http.ts) checks after the session, for the
// owner's second-factor policy and the riskiest actions (docs/ARCHITECTURE.md,
// Auth, "Policy and step-up"):
// - a session marked withoutFactor (signed in by password alone), while the policy
//   is on, may use only FACTOR_SETUP_ROUTE_KEYS: 409 reason factorRequired. Only
//   such sessions read the policy (one Get of one settings item);
// - a route with `stepUp` in the route table needs a step-up within
//   STEP_UP_MAX_AGE_SECONDS: 409 reason stepUpRequired.
// Both by the route key API Gateway matched, so the route table stays the one
// place a route says what it needs.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ADMIN_REFUSALS, FACTOR_SETUP_ROUTE_KEYS, SECURITY_MESSAGES, STEP_UP_MAX_AGE_SECONDS } from '../../../contract/admin-security';
import { matchPath, ROUTES, type Route } from '../../../contract/routes';
import type { Admin } from '../auth';
import { settingsRepo } from '../db/settings-repo';
import { refused } from '../errors';

let byKey: Map<string, Route> | null = null;

/** The route of the table an event is for: API Gateway's routeKey, else the method and path matched against the rows. */
export function routeOf(event: APIGatewayProxyEventV2): Route | undefined {
  byKey ??= new Map(ROUTES.map((route) => [`${route.method} ${route.path}`, route]));
  const key = event.routeKey;
  if (key && key !== '$default') return byKey.get(key);
  const method = event.requestContext.http.method;
  return ROUTES.find((route) => route.method === method && matchPath(route.path, event.rawPath ?? event.requestContext.http.path) !== null);
}

const keyOf = (route: Route) => `${route.method} ${route.path}`;

/** Did this session confirm who it is recently enough? */
export function steppedUpRecently(admin: Admin, nowMs = Date.now()): boolean {
  return typeof admin.steppedUpAt === 'number' && Math.floor(nowMs / 1000) - admin.steppedUpAt <= STEP_UP_MAX_AGE_SECONDS;
}

/** Is this session held by the policy: signed in without a factor while every admin must have one? */
export async function factorRequired(admin: Admin): Promise<boolean> {
  if (!admin.withoutFactor) return false;
  return (await settingsRepo.securityPolicy()).requireSecondFactor;
}

export async function enforceAdminPolicy(event: APIGatewayProxyEventV2, admin: Admin): Promise<void> {
  const route = routeOf(event);
  const setUp = route !== undefined && FACTOR_SETUP_ROUTE_KEYS.includes(keyOf(route));
  if (!setUp && (await factorRequired(admin))) throw refused(ADMIN_REFUSALS.factorRequired, SECURITY_MESSAGES.factorRequired);
  // A request the table does not know (none reaches a handler in AWS) is treated as the riskiest.
  if ((route === undefined || route.stepUp) && !steppedUpRecently(admin)) throw refused(ADMIN_REFUSALS.stepUpRequired, SECURITY_MESSAGES.stepUpRequired);
}
