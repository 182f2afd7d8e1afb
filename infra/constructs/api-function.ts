// Defaults every route's Lambda shares: one place to change the runtime,
// architecture, bundling, logging and limits for all 24 functions.
import { cpSync, existsSync } from 'node:fs';
import * as path from 'node:path';
import { AssetHashType, DockerImage, Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { bundleHandlers, REPO_ROOT } from './handler-bundles';

/** Current Node LTS on Lambda; the esbuild target follows it. */
export const API_RUNTIME = Runtime.NODEJS_24_X;
export const API_ARCHITECTURE = Architecture.ARM_64;
export const API_LOG_RETENTION = RetentionDays.ONE_MONTH;

/** A folder of data a handler reads at run time, copied beside its bundle. */
export type ExtraFolder = { from: string; into: string; missingHint: string };

/**
 * The handler, bundled in-process by esbuild at synth time (all handlers in
 * one call, see handler-bundles.ts). NodejsFunction's own bundling starts
 * `npx esbuild` once per function (~1.3 s of npm start-up each, 24 times).
 * Docker is never involved: local bundling always succeeds or throws.
 */
export function bundledHandlerCode(entry: string, extraFolders: readonly ExtraFolder[] = []): Code {
  const handlersDir = path.dirname(entry);
  const name = path.basename(entry, '.ts');
  return Code.fromAsset(handlersDir, {
    // Hash what is deployed, so an unchanged bundle is not re-uploaded.
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Required by the type; never pulled because local bundling never declines.
      image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs24.x'),
      // Part of the asset cache key: without it every function would share one bundle.
      command: ['esbuild', path.relative(REPO_ROOT, entry), ...extraFolders.map((f) => f.into)],
      local: {
        tryBundle(outputDir: string) {
          const { outdir } = bundleHandlers(handlersDir);
          cpSync(path.join(outdir, name), outputDir, { recursive: true });
          for (const folder of extraFolders) {
            if (!existsSync(folder.from)) throw new Error(`${folder.from} not found: ${folder.missingHint}`);
            cpSync(folder.from, path.join(outputDir, folder.into), { recursive: true });
          }
          return true;
        },
      },
    },
  });
}

export type ApiFunctionProps = {
  /** Absolute path of the handler file (exports `handler`). */
  entry: string;
  environment: Record<string, string>;
  memorySize?: number;
  description?: string;
  /** 10 s by default (an API answer must be quick); the mail jobs and the publisher need longer. */
  timeout?: Duration;
  extraFolders?: readonly ExtraFolder[];
};

export class ApiFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    // An explicit log group: retention without the log-retention custom
    // resource Lambda that `logRetention` would add.
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: API_LOG_RETENTION,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Its own role, writing to its own log group only: not the AWS-managed
    // AWSLambdaBasicExecutionRole, which may create and write any log group
    // of the account. The group exists before the function (CloudFormation
    // creates it first), so CreateLogGroup is not needed.
    const role = new Role(scope, `${id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com'), description: `${id}: its log group, plus its route's grants` });
    role.addToPolicy(
      new PolicyStatement({
        sid: 'WriteOwnLogs',
        effect: Effect.ALLOW,
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        // The log group's Arn attribute already ends in ':*' (all its streams).
        resources: [logGroup.logGroupArn],
      }),
    );
    super(scope, id, {
      role,
      code: bundledHandlerCode(props.entry, props.extraFolders),
      handler: 'index.handler',
      description: props.description,
      runtime: API_RUNTIME,
      architecture: API_ARCHITECTURE,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup,
      environment: {
        ...props.environment,
        // Stack traces in the logs point at the TypeScript sources.
        NODE_OPTIONS: '--enable-source-maps',
      },
    });
    Validations.of(this).acknowledge(
      {
        id: 'Serverless-LambdaTracing',
        reason:
          'X-Ray is not used: the site is small, each function logs to its own group and errors raise the alarms (alarms.ts); active tracing would bill every sampled call and needs xray:PutTraceSegments on Resource::*',
      },
      {
        id: 'Serverless-LambdaDLQ',
        reason:
          'No asynchronous caller loses work here: API routes are invoked synchronously (the caller gets the error), stream-driven jobs are retried by the event source and their items stay queued in the table for the every-minute run, and EventBridge Scheduler retries its own invocations; a DLQ would only ever hold scheduler pings',
      },
    );
  }
}
