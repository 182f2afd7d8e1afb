// The wrapper of the public list routes (events, gallery, testimonials):
// no token, no body to validate, an answer CloudFront may keep for a minute.
// It imports neither auth.ts nor the zod schemas, so these Lambdas, the ones
// every visitor's page calls, stay small and start fast.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { pathParams, readBody, serve, type Handler, type Reply } from './http-core';

export function handleRead(
  fn: (request: { event: APIGatewayProxyEventV2; params: Record<string, string> }) => Promise<Reply>,
  // The free trial slots are not cached: a slot just taken or given back shows at once.
  { publicCache = true }: { publicCache?: boolean } = {},
): Handler {
  return serve({ publicCache }, async (event) => {
    const params = pathParams(event);
    // Checked like any route's body, so a malformed one gets the same 400/413/415 as before.
    readBody(event);
    return fn({ event, params });
  });
}
