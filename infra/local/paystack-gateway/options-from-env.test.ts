import { DEFAULT_GATEWAY_PORT, gatewayOptionsFromEnv } from './options-from-env';

test('the secret key is required; the rest has local defaults', () => {
  expect(() => gatewayOptionsFromEnv({})).toThrow(/PAYSTACK_SECRET_KEY/);
  expect(gatewayOptionsFromEnv({ PAYSTACK_SECRET_KEY: 'sk_test_x' })).toEqual({
    host: '127.0.0.1',
    port: DEFAULT_GATEWAY_PORT,
    secretKey: 'sk_test_x',
    webhookUrl: undefined,
    signatureForm: 'plain',
  });
});

test('port, webhook URL and signature form come from the environment and are checked', () => {
  const env = {
    PAYSTACK_SECRET_KEY: 'sk_test_x',
    PAYSTACK_GATEWAY_PORT: '0',
    PAYSTACK_WEBHOOK_URL: 'http://127.0.0.1:3000/api/payments/paystack/webhook',
    PAYSTACK_SIGNATURE_FORM: 'timestamped',
  };
  expect(gatewayOptionsFromEnv(env)).toMatchObject({ port: 0, webhookUrl: env.PAYSTACK_WEBHOOK_URL, signatureForm: 'timestamped' });
  expect(() => gatewayOptionsFromEnv({ ...env, PAYSTACK_GATEWAY_PORT: 'abc' })).toThrow(/PAYSTACK_GATEWAY_PORT/);
  expect(() => gatewayOptionsFromEnv({ ...env, PAYSTACK_SIGNATURE_FORM: 'base64' })).toThrow(/PAYSTACK_SIGNATURE_FORM/);
  expect(() => gatewayOptionsFromEnv({ ...env, PAYSTACK_WEBHOOK_URL: 'localhost/hook' })).toThrow(/PAYSTACK_WEBHOOK_URL/);
});
