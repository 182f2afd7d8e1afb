// Every successful admin write is recorded here by the one wrapper (http.ts),
// so a route added later is covered without doing anything: who (the token's
// admin), what (the route key, the target id, the answer's message), when.
// Recorded right after the change: the change stands even if this write
// fails, which is logged loudly instead of turning a done change into an error.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Admin } from './auth';
import { auditRepo } from './db/audit-repo';
import type { Reply } from './http-core';
import { log } from './log';

const SUMMARY_MAX = 300;

/** The route key API Gateway matched, e.g. "DELETE /api/admin/events/{id}". */
function routeOf(event: APIGatewayProxyEventV2): string {
  return event.routeKey && event.routeKey !== '$default' ? event.routeKey : `${event.requestContext.http.method} ${event.rawPath}`;
}

export function isAdminWrite(event: APIGatewayProxyEventV2): boolean {
  return event.requestContext.http.method !== 'GET';
}

export async function recordChange(event: APIGatewayProxyEventV2, admin: Admin, params: Record<string, string>, reply: Reply): Promise<void> {
  if ((reply.status ?? 200) >= 400) return;
  const body = (reply.body ?? {}) as { message?: unknown; id?: unknown };
  // Never the request body: it may hold a password or personal data. The answer's message is what the admin saw.
  const summary = typeof body.message === 'string' && body.message ? body.message.slice(0, SUMMARY_MAX) : 'Done';
  const targetId = params.id ?? (typeof body.id === 'string' ? body.id : undefined);
  try {
    await auditRepo.record({ username: admin.username, route: routeOf(event), targetId, summary });
  } catch (error) {
    log.error('audit record failed', { route: routeOf(event), error: String(error) });
  }
}
