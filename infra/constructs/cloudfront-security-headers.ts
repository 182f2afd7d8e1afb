// infra/security-headers.ts in the shape CloudFront's response headers policy
// takes. Kept apart so that file stays free of aws-cdk-lib (the local server
// imports it).
import { Duration } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  type ResponseCustomHeadersBehavior,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import { SECURITY_HEADER_SETTINGS as S } from '../security-headers';

const frameOption = (value: string): HeadersFrameOption => {
  const found = Object.values(HeadersFrameOption).find((v: string) => v === value);
  if (!found) throw new Error(`CloudFront has no frame option ${value}`);
  return found;
};

const referrerPolicy = (value: string): HeadersReferrerPolicy => {
  const found = Object.values(HeadersReferrerPolicy).find((v: string) => v === value);
  if (!found) throw new Error(`CloudFront has no referrer policy ${value}`);
  return found;
};

// override: true everywhere: the api's own answers never weaken the site's policy.
export const securityHeadersBehavior: ResponseSecurityHeadersBehavior = {
  contentSecurityPolicy: { contentSecurityPolicy: S.contentSecurityPolicy, override: true },
  strictTransportSecurity: {
    accessControlMaxAge: Duration.seconds(S.strictTransportSecurity.maxAgeSeconds),
    includeSubdomains: S.strictTransportSecurity.includeSubDomains,
    preload: S.strictTransportSecurity.preload,
    override: true,
  },
  contentTypeOptions: { override: true },
  frameOptions: { frameOption: frameOption(S.frameOptions), override: true },
  referrerPolicy: { referrerPolicy: referrerPolicy(S.referrerPolicy), override: true },
};

export const customHeadersBehavior: ResponseCustomHeadersBehavior = {
  customHeaders: [{ header: 'Permissions-Policy', value: S.permissionsPolicy, override: true }],
};
