// Sending itself is exercised end to end against the local SES server in
// infra/local/local-mail.test.ts; this covers what needs no server.
import { InvalidAddressError } from './headers';
import { isPermanentMailError, resetMailClient, sendMail } from './send';

const savedEnv = { ...process.env };
afterEach(() => {
  process.env = { ...savedEnv };
  resetMailClient();
});

it('refuses a bad address before calling SES', async () => {
  // Nothing listens here: reaching the network would fail differently.
  process.env.SES_ENDPOINT = 'http://127.0.0.1:9';
  resetMailClient();
  const mail = { id: 'm1', from: 'bookings@harmony.example', to: ['not an address'], subject: 's', text: 't' };
  await expect(sendMail(mail)).rejects.toBeInstanceOf(InvalidAddressError);
});

it.each([
  [new InvalidAddressError('x'), true],
  [Object.assign(new Error('rejected'), { name: 'MessageRejected', $metadata: { httpStatusCode: 400 } }), true],
  [Object.assign(new Error('bad'), { name: 'SomethingNew', $metadata: { httpStatusCode: 400 } }), true],
  [Object.assign(new Error('slow down'), { name: 'TooManyRequestsException', $metadata: { httpStatusCode: 429 } }), false],
  [Object.assign(new Error('paused'), { name: 'SendingPausedException', $metadata: { httpStatusCode: 400 } }), false],
  [Object.assign(new Error('down'), { name: 'InternalFailure', $metadata: { httpStatusCode: 500 } }), false],
  [Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }), false],
  [null, false],
])('isPermanentMailError(%p) is %p', (error, permanent) => {
  expect(isPermanentMailError(error)).toBe(permanent);
});
