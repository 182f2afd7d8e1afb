// The admin routes' Lambda authorizer (HTTP API, simple responses): the same
// check as every admin handler (lambdas/lib/auth.ts requireAdmin: a valid
// HS256 token whose session is still in the table), made before the handler
// runs, so a stolen token whose session was ended, or a forged or expired
// one, never reaches route code. The handlers keep their own check: API
// Gateway caches an answer for a token briefly (infra/constructs/admin-authorizer.ts).
//
// Only what EVERY admin route answers 401 is refused here. A session that
// must still change its first password is allowed through: the routes that
// allow it (change password, my sessions) need it, the others answer 409
// themselves (lambdas/lib/http.ts).
import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult } from 'aws-lambda';
import { requireAdmin } from '../lib/auth';
import { HttpError } from '../lib/errors';

/** API Gateway answers 401 {"message":"Unauthorized"} when the authorizer fails with exactly this message. */
export const REFUSED = 'Unauthorized';

export type AdminContext = { username: string };

export async function handler(event: APIGatewayRequestAuthorizerEventV2): Promise<APIGatewaySimpleAuthorizerWithContextResult<AdminContext>> {
  try {
    const admin = await requireAdmin(event.headers?.authorization ?? event.identitySource?.[0]);
    return { isAuthorized: true, context: { username: admin.username } };
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) throw new Error(REFUSED);
    throw error; // the store or Secrets Manager failing: not the caller's fault, not cached
  }
}
