// S3's check of a browser POST upload (its policy document), which the local
// S3-compatible server does not make: the local stack runs it before
// forwarding, so a presigned POST refuses another key, type or size on one
// machine as it does in AWS. Signature V4 over the base64 policy, the expiry,
// then every condition, and every form field must be covered by one.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type PostCheck = { ok: true } | { ok: false; status: 400 | 403; code: string; message: string };

type Condition = Record<string, string> | [string, string | number, string | number];

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** SigV4 signature of a POST policy: the key is derived from the date, region and service in x-amz-credential. */
export function signPolicy(policyBase64: string, credential: string, secretAccessKey: string): string {
  const [, date, region, service] = credential.split('/');
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date ?? ''), region ?? ''), service ?? ''), 'aws4_request');
  return createHmac('sha256', key).update(policyBase64).digest('hex');
}

const denied = (message: string): PostCheck => ({ ok: false, status: 403, code: 'AccessDenied', message: `Invalid according to Policy: ${message}` });

/** Form fields S3 never asks a condition for. */
const EXEMPT = new Set(['policy', 'x-amz-signature', 'file']);

export function checkPostPolicy(input: {
  bucket: string;
  fields: Record<string, string>;
  fileSize: number;
  secretAccessKey: string;
  now?: Date;
}): PostCheck {
  // Field names are case-insensitive in S3's POST form, values are not.
  const fields = new Map(Object.entries(input.fields).map(([k, v]) => [k.toLowerCase(), v]));
  const policyBase64 = fields.get('policy');
  const signature = fields.get('x-amz-signature') ?? '';
  const credential = fields.get('x-amz-credential') ?? '';
  if (!policyBase64) return denied('Missing policy');
  const expected = signPolicy(policyBase64, credential, input.secretAccessKey);
  if (signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
    return { ok: false, status: 403, code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided.' };
  }
  let policy: { expiration?: string; conditions?: Condition[] };
  try {
    policy = JSON.parse(Buffer.from(policyBase64, 'base64').toString('utf8')) as typeof policy;
  } catch {
    return denied('Policy is not JSON');
  }
  if (!policy.expiration || !(Date.parse(policy.expiration) > (input.now ?? new Date()).getTime())) return denied('Policy expired.');

  const covered = new Set<string>(['bucket']);
  const valueOf = (name: string) => (name.toLowerCase() === 'bucket' ? input.bucket : fields.get(name.toLowerCase()));
  for (const condition of policy.conditions ?? []) {
    if (!Array.isArray(condition)) {
      for (const [name, want] of Object.entries(condition)) {
        covered.add(name.toLowerCase());
        if (valueOf(name) !== want) return denied(`Policy Condition failed: ["eq", "$${name}", "${want}"]`);
      }
      continue;
    }
    const [op, a, b] = condition;
    if (op === 'content-length-range') {
      if (input.fileSize < Number(a) || input.fileSize > Number(b)) {
        return { ok: false, status: 400, code: input.fileSize > Number(b) ? 'EntityTooLarge' : 'EntityTooSmall', message: 'Your proposed upload is outside the size the policy allows.' };
      }
      continue;
    }
    const name = String(a).replace(/^\$/, '');
    covered.add(name.toLowerCase());
    const value = valueOf(name) ?? '';
    if (op === 'eq' && value !== b) return denied(`Policy Condition failed: ["eq", "$${name}", "${b}"]`);
    if (op === 'starts-with' && !value.startsWith(String(b))) return denied(`Policy Condition failed: ["starts-with", "$${name}", "${b}"]`);
    if (op !== 'eq' && op !== 'starts-with') return denied(`Unknown condition ${op}`);
  }
  for (const name of fields.keys()) {
    if (!EXEMPT.has(name) && !name.startsWith('x-ignore-') && !covered.has(name)) {
      return denied(`Extra input fields: ${name}`);
    }
  }
  return { ok: true };
}
