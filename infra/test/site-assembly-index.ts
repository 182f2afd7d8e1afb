// The shape of index.json beside the shared test synthesis (synth-site.ts):
// where each construct the CDK suites ask about ended up.

/** A template file of the assembly (parent or nested) and a logical id in it. */
export type ConstructRef = { template: string; id: string };
/** A function and its role. */
export type FunctionRefs = { fn: ConstructRef; role: ConstructRef };
export type SiteVariant = 'default' | 'custom-domain';

export type SiteAssemblyIndex = {
  variant: SiteVariant;
  /** The fixture build the stack was synthesized from (absolute once read by site-assembly.ts). */
  siteDir: string;
  assemblyDir: string;
  /** The top-level stack's template file. */
  parent: string;
  /** Area (infra/area-stacks.ts) -> its nested template file. */
  areas: Record<string, string>;
  /** Nested template file -> its AWS::CloudFormation::Stack resource in the parent. */
  nested: Record<string, ConstructRef>;
  /** Route handler -> its function, role and handler file (relative to the repository). */
  routes: Record<string, FunctionRefs & { entry: string }>;
  jobs: Record<'mailer' | 'reminders' | 'digest' | 'sesEvents' | 'paymentsWorker' | 'publisher' | 'retention', FunctionRefs>;
  /** cdk-nag's AwsSolutions and Serverless findings not acknowledged on their construct (infra/nag.ts nagFindings). */
  nagFindings: string[];
  constructs: Record<
    'table' | 'jwtSecret' | 'paystackSecret' | 'mediaBucket' | 'siteBucket' | 'distribution' | 'htmlUpload' | 'mailIdentity',
    ConstructRef
  >;
};
