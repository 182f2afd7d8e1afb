// Stops the JVM jest-dynamodb-local-setup.ts started.
export default async function teardown(): Promise<void> {
  await globalThis.sharedDynamoDbLocal?.close();
  globalThis.sharedDynamoDbLocal = undefined;
}
