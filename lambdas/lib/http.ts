// The wrapper of every route with a token or a body to check: auth, then
// path and body checks, then validation with the contract schemas, on top of
// the shared answer shaping in http-core.ts (docs/ARCHITECTURE.md, The HTTP
// wrapper and errors). The public list routes use http-read.ts instead, which
// spares them auth.ts and zod.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { z } from 'zod';
import { fieldErrors } from '../../contract/schemas';
import { requireAdmin, type Admin } from './auth';
import { ACCOUNT_MESSAGES } from '../../contract/messages';
import { isAdminWrite, recordChange } from './audit';
import { badRequest, conflict } from './errors';
import { header, pathParams, readBody, serve, type Handler, type Reply } from './http-core';
import { enforceAdminPolicy } from './mfa/policy';

export { header, MAX_BODY_BYTES, NO_STORE, PUBLIC_CACHE, type Handler, type Reply } from './http-core';

export type Request<Body> = {
  event: APIGatewayProxyEventV2;
  body: Body;
  /** Path parameters, already checked to look like ids. */
  params: Record<string, string>;
  /** Present on admin routes. */
  admin: Admin | null;
};

type Options<S extends z.ZodType | undefined> = {
  auth: 'public' | 'admin';
  /** Validate the JSON body with this contract schema. */
  body?: S;
  /** Cache the success answer publicly (public GETs only). */
  publicCache?: boolean;
  /**
   * Admin routes refuse a session that still has to replace its first
   * password (409, never Forbidden: CloudFront serves the not-found page for that, see
   * errors.test.ts), except the few that say so: changing the password.
   */
  beforePasswordChange?: boolean;
  /** Also take an application/x-www-form-urlencoded body (the RFC 8058 one-click unsubscribe). */
  formBody?: boolean;
  /** A POST that changes nothing (an announcement's preview: its body is too long for a query string) is no change to audit. */
  changesNothing?: true;
};

type BodyOf<S> = S extends z.ZodType ? z.output<S> : undefined;

export function handle<S extends z.ZodType | undefined = undefined>(
  options: Options<S>,
  fn: (request: Request<BodyOf<S>>) => Promise<Reply>,
): Handler {
  return serve(options, async (event) => {
    const admin = options.auth === 'admin' ? await requireAdmin(header(event, 'authorization')) : null;
    if (admin?.mustChangePassword && !options.beforePasswordChange) throw conflict(ACCOUNT_MESSAGES.mustChangePassword);
    // The owner's second-factor policy, then the riskiest routes' step-up (lambdas/lib/mfa/policy.ts): 409s with a reason.
    if (admin) await enforceAdminPolicy(event, admin);
    const params = pathParams(event);
    const raw = readBody(event, { form: options.formBody });
    const body = (options.body ? validate(options.body, raw) : undefined) as BodyOf<S>;
    const reply = await fn({ event, body, params, admin });
    // Every admin change lands in the audit log (lambdas/lib/audit.ts).
    if (admin && isAdminWrite(event) && !options.changesNothing) await recordChange(event, admin, params, reply);
    return reply;
  });
}

function validate(schema: z.ZodType, raw: unknown): unknown {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  throw badRequest(Object.values(errors)[0] ?? 'Invalid request', errors);
}
