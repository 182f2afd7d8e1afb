// Payments as CloudFormation sees them (bundling skipped): the Paystack key
// in Secrets Manager, readable by the payment routes only; the webhook route
// public and throttled on its own; the worker on a schedule and the stream.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { API, readsPaystackKey, ROUTES } from '../../contract/routes';
import { DataTable } from './data-table';
import { SiteHttpApi } from './http-api';
import { JwtSecret } from './jwt-secret';
import { PaymentsWorker, PaystackSecret } from './payments';

let stack: Stack;
let api: SiteHttpApi;
let paystack: PaystackSecret;
let payments: PaymentsWorker;
let template: Template;
type Statement = { Sid?: string; Action: string | string[]; Resource: unknown; Condition?: Record<string, Record<string, string[]>> };

beforeAll(() => {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] }, outdir: mkdtempSync(path.join(tmpdir(), 'cdk-out-')) });
  stack = new Stack(app, 'PaymentsTest', { env: { account: '111111111111', region: 'eu-west-1' } });
  const data = new DataTable(stack, 'Data');
  paystack = new PaystackSecret(stack, 'PaystackSecret');
  api = new SiteHttpApi(stack, 'Http', { table: data.table, gsi1Name: data.gsi1Name, jwtSecret: new JwtSecret(stack, 'Jwt').secret, paystackSecret: paystack.secret });
  payments = new PaymentsWorker(stack, 'Payments', { table: data.table, gsi1Name: data.gsi1Name });
  template = Template.fromStack(stack);
});

const statementsOf = (fn: { role?: { node: { defaultChild?: unknown } } }): Statement[] => {
  const roleId = stack.getLogicalId(fn.role!.node.defaultChild as never);
  return Object.values(template.findResources('AWS::IAM::Policy'))
    .filter((p) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
};
const secretId = () => stack.getLogicalId(paystack.secret.node.defaultChild as never);
const readsSecret = (statements: Statement[]) =>
  statements.some((s) => [s.Action].flat().includes('secretsmanager:GetSecretValue') && JSON.stringify(s.Resource).includes(secretId()));

test('the key is a Secrets Manager secret holding no key in the template', () => {
  template.hasResourceProperties('AWS::SecretsManager::Secret', {
    Description: Match.stringLikeRegexp('Paystack secret key'),
    SecretString: JSON.stringify({ secretKey: '' }),
  });
  expect(JSON.stringify(template.toJSON())).not.toMatch(/sk_(test|live)_[A-Za-z0-9]{6,}/);
});

test('only the payment routes may read it, and get its ARN (never its value)', () => {
  const readers = ROUTES.filter(readsPaystackKey).map((r) => r.handler).sort();
  expect(readers).toEqual(['payment-config', 'paystack-webhook', 'register', 'verify-payment']);
  for (const route of ROUTES) {
    const fn = api.functions.get(route.handler)!;
    expect([route.handler, readsSecret(statementsOf(fn))]).toEqual([route.handler, readsPaystackKey(route)]);
    const env = template.findResources('AWS::Lambda::Function', { Properties: { Description: `${route.method} ${route.path}` } });
    const vars = Object.values(env)[0].Properties.Environment.Variables as Record<string, unknown>;
    expect([route.handler, 'PAYSTACK_SECRET_ARN' in vars]).toEqual([route.handler, readsPaystackKey(route)]);
    expect('PAYSTACK_SECRET_KEY' in vars).toBe(false);
  }
  expect(readsSecret(statementsOf(payments.worker))).toBe(false);
});

test('the webhook route is public (no authorizer) and throttled below the stage', () => {
  const key = `POST ${API.paystackWebhook.path}`;
  template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: key, AuthorizationType: 'NONE' });
  template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
    DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
    RouteSettings: { [key]: { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 } },
  });
});

test('the worker runs every minute and when a charge is stored, with content access only', () => {
  template.hasResourceProperties('AWS::Scheduler::Schedule', { ScheduleExpression: 'rate(1 minute)', Description: Match.stringLikeRegexp('seat holds') });
  template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
    FilterCriteria: { Filters: [{ Pattern: JSON.stringify({ eventName: ['INSERT'], dynamodb: { Keys: { pk: { S: [{ prefix: 'PAYIN#' }] } } } }) }] },
  });
  const statements = statementsOf(payments.worker).filter((s) => [s.Action].flat().some((a) => a.startsWith('dynamodb:')));
  const settle = statements.find((s) => s.Sid === 'SettlePayments')!;
  // Least privilege: the registration, its event, its hold, the stored charge and the mail; never contacts or auth items.
  expect(settle.Condition!['ForAllValues:StringLike']['dynamodb:LeadingKeys']).toEqual(['REGISTRATION#*', 'EVENT#*', 'HOLD#*', 'PAYIN#*', 'MAIL#*']);
  const list = statements.find((s) => s.Sid === 'ListDueHoldsAndCharges')!;
  expect(list.Condition!['ForAllValues:StringEquals']['dynamodb:LeadingKeys']).toEqual(['PAYIN#DUE', 'HOLDS#DUE']);
  expect(statements.flatMap((s) => [s.Action].flat())).not.toContain('dynamodb:Scan');
});
