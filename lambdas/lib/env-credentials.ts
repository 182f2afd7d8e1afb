// Stands in for @aws-sdk/credential-provider-node inside the Lambda bundles
// (the alias is in infra/constructs/handler-bundles.ts; nothing imports this
// file directly). A Lambda always gets its role's credentials as environment
// variables, the first place the SDK's default chain looks; the rest of that
// chain (profiles, SSO, STS web identity, instance metadata) can never answer
// there, yet bundling it costs every function ~100 KB and its cold start the
// time to load it. Locally and in tests the real chain runs, unbundled.
type Credentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string; expiration?: Date };

/** Same shape as the SDK's defaultProvider: called once per client, returns the provider. */
export function defaultProvider(): () => Promise<Credentials> {
  return () => {
    const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
    const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
    if (!accessKeyId || !secretAccessKey) {
      return Promise.reject(new Error('No AWS credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY)'));
    }
    const sessionToken = process.env.AWS_SESSION_TOKEN;
    const expiration = process.env.AWS_CREDENTIAL_EXPIRATION;
    return Promise.resolve({
      accessKeyId,
      secretAccessKey,
      ...(sessionToken ? { sessionToken } : {}),
      ...(expiration ? { expiration: new Date(expiration) } : {}),
    });
  };
}
