// `npm run test:dynamodb-local` (jest.dynamodb-local.config.ts): one DynamoDB
// Local JVM for the whole run, in memory on a free loopback port. The test
// workers start after this, so they inherit STORE and the endpoint; each store
// a test file starts is then a table of its own in this JVM (store.ts).
import { startDynamoDbLocal, type DynamoDbLocal } from './dynamodb-local';
import { SHARED_DYNAMODB_LOCAL_ENV } from './store';

declare global {
  var sharedDynamoDbLocal: DynamoDbLocal | undefined;
}

export default async function setup(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const started = Date.now();
  const jvm = await startDynamoDbLocal();
  globalThis.sharedDynamoDbLocal = jvm;
  process.env.STORE = 'dynamodb-local';
  process.env[SHARED_DYNAMODB_LOCAL_ENV] = jvm.endpoint;
  console.log(`\nDynamoDB Local answering on ${jvm.endpoint} (started in ${Date.now() - started} ms)`);
}
