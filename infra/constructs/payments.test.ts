// Payments as CloudFormation sees them, from the synthesis the CDK suites
// share (infra/test/site-assembly.ts; bundling skipped): the Paystack key in
// Secrets Manager, readable by the payment routes only; the webhook route
// public and throttled on its own; the worker on a schedule and the stream.
import { Match, Template } from 'aws-cdk-lib/assertions';
import { API, readsPaystackKey, ROUTES } from '../../contract/routes';
import { siteAssembly, type SiteAssembly, type Statement } from '../test/site-assembly';

let site: SiteAssembly;
/** The parent template: the secret, the API's stage. */
let template: Template;
/** The payments stack: the payment routes and the worker. */
let paymentsTemplate: Template;

beforeAll(() => {
  site = siteAssembly();
  template = Template.fromJSON(site.template(site.index.parent));
  paymentsTemplate = Template.fromJSON(site.template(site.index.areas.payments));
});

const secretId = () => site.index.constructs.paystackSecret.id;
const readsSecret = (statements: Statement[]) =>
  statements.some((s) => [s.Action].flat().includes('secretsmanager:GetSecretValue') && JSON.stringify(s.Resource).includes(`"Ref":"${secretId()}"`));

test('the key is a Secrets Manager secret holding no key in the template', () => {
  template.hasResourceProperties('AWS::SecretsManager::Secret', {
    Description: Match.stringLikeRegexp('Paystack secret key'),
    SecretString: JSON.stringify({ secretKey: '' }),
  });
  for (const file of site.templateFiles) expect(JSON.stringify(site.template(file))).not.toMatch(/sk_(test|live)_[A-Za-z0-9]{6,}/);
});

test('only the payment routes may read it, and get its ARN (never its value)', () => {
  const readers = ROUTES.filter(readsPaystackKey).map((r) => r.handler).sort();
  // The admin's refund and a paid self-cancel within the event's policy call Paystack's POST /refund; claiming a
  // waitlist offer for a priced event starts a checkout; enrolling in a programme makes its plan and starts the
  // checkout, and stopping one calls /subscription/disable. An erasure (the person's or the admin's) cancels a ticket
  // for a coming event through the self-cancel path, refund included (issue 36).
  expect(readers).toEqual([
    'admin-enrol-trial-booking',
    'admin-erase-people',
    'admin-refund-registration',
    'cancel-ticket',
    'claim-ticket',
    'enrol-programme',
    'erase-privacy-data',
    'payment-config',
    'paystack-webhook',
    'register',
    'stop-enrolment',
    'verify-payment',
  ]);
  for (const route of ROUTES) {
    const { fn, role } = site.index.routes[route.handler];
    expect([route.handler, readsSecret(site.statementsOf(role))]).toEqual([route.handler, readsPaystackKey(route)]);
    expect(site.resource(fn).Properties.Description).toBe(`${route.method} ${route.path}`);
    const vars = site.resolve(fn.template, site.resource(fn).Properties.Environment.Variables) as Record<string, unknown>;
    expect([route.handler, 'PAYSTACK_SECRET_ARN' in vars]).toEqual([route.handler, readsPaystackKey(route)]);
    if (readsPaystackKey(route)) expect(vars.PAYSTACK_SECRET_ARN).toEqual({ Ref: secretId() });
    expect('PAYSTACK_SECRET_KEY' in vars).toBe(false);
  }
  expect(readsSecret(site.statementsOf(site.index.jobs.paymentsWorker.role))).toBe(false);
});

test('the webhook route is public (no authorizer) and throttled below the stage', () => {
  const key = `POST ${API.paystackWebhook.path}`;
  paymentsTemplate.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: key, AuthorizationType: 'NONE' });
  template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
    DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
    RouteSettings: { [key]: { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 } },
  });
});

test('the worker runs every minute and when a charge is stored, with content access only', () => {
  paymentsTemplate.hasResourceProperties('AWS::Scheduler::Schedule', { ScheduleExpression: 'rate(1 minute)', Description: Match.stringLikeRegexp('seat holds') });
  paymentsTemplate.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
    FunctionName: { Ref: site.index.jobs.paymentsWorker.fn.id },
    FilterCriteria: { Filters: [{ Pattern: JSON.stringify({ eventName: ['INSERT'], dynamodb: { Keys: { pk: { S: [{ prefix: 'PAYIN#' }] } } } }) }] },
  });
  const statements = site.statementsOf(site.index.jobs.paymentsWorker.role).filter((s) => [s.Action].flat().some((a) => a.startsWith('dynamodb:')));
  const settle = statements.find((s) => s.Sid === 'SettlePayments')!;
  // Least privilege: the registration, its event, its hold, the stored charge, the mail, the promo code an
  // expired order gives its use back to and the insights' counters; never contacts or auth items.
  expect(settle.Condition!['ForAllValues:StringLike']['dynamodb:LeadingKeys']).toEqual(['REGISTRATION#*', 'EVENT#*', 'HOLD#*', 'PAYIN#*', 'MAIL#*', 'PROMO#*', 'COUNTER#*', 'WAITLIST#*', 'TICKET#*', 'PROGRAMME#*', 'PROGLINK#*']);
  const list = statements.find((s) => s.Sid === 'ListDueHoldsAndCharges')!;
  // Stored charges, holds by when they end, stored refund webhooks (applied by the same worker) and unpaid enrolments.
  expect(list.Condition!['ForAllValues:StringLike']['dynamodb:LeadingKeys']).toEqual(['PAYIN#DUE', 'HOLDS#DUE', 'REFUNDIN#DUE', 'WAITOFFERS#DUE', 'WAITLIST#EVENT#*', 'ENROLHOLDS#DUE']);
  expect(statements.flatMap((s) => [s.Action].flat())).not.toContain('dynamodb:Scan');
});
