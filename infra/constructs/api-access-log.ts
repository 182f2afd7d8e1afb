// The HTTP API's access log line: one JSON object per request, so CloudWatch
// Logs Insights can filter and count by field (route, status, latency, why an
// authorizer or integration failed) instead of parsing text.
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';

export const API_ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    time: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    route: '$context.routeKey',
    status: '$context.status',
    latencyMs: '$context.responseLatency',
    bytes: '$context.responseLength',
    userAgent: '$context.identity.userAgent',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
  }),
);
