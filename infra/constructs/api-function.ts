// Defaults every route's Lambda shares: one place to change the runtime,
// architecture, bundling, logging and limits for all 24 functions.
import * as path from 'node:path';
import { AssetHashType, DockerImage, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Code, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { buildSync, type BuildOptions } from 'esbuild';

/** Current Node LTS on Lambda; the esbuild target follows it. */
export const API_RUNTIME = Runtime.NODEJS_24_X;
export const API_ARCHITECTURE = Architecture.ARM_64;
export const API_LOG_RETENTION = RetentionDays.ONE_MONTH;

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/**
 * esbuild settings for every route (infra/handlers-bundle.test.ts bundles
 * with the same). Everything is bundled, the AWS SDK included: a pinned,
 * tree-shaken copy instead of whatever version the runtime ships.
 */
export function esbuildOptions(entry: string, outfile: string): BuildOptions {
  return {
    absWorkingDir: REPO_ROOT,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'cjs',
    minify: true,
    sourcemap: true,
    // The map only needs positions; the sources are in the repository.
    sourcesContent: false,
    // The SDK's ES module builds tree-shake (bundles ~20% smaller than its CommonJS builds).
    mainFields: ['module', 'main'],
    logLevel: 'error',
  };
}

/**
 * The handler bundled in-process by esbuild at synth time. NodejsFunction's
 * own bundling starts `npx esbuild` once per function (~1.3 s of npm start-up
 * each, 24 times); one esbuild API call per function takes a fraction of that,
 * and Docker is never involved (local bundling always succeeds or throws).
 */
export function bundledHandlerCode(entry: string): Code {
  const relativeEntry = path.relative(REPO_ROOT, entry);
  return Code.fromAsset(path.dirname(entry), {
    // Hash what is deployed, so an unchanged bundle is not re-uploaded.
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Required by the type; never pulled because local bundling never declines.
      image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs24.x'),
      // Part of the asset cache key: without it every function would share one bundle.
      command: ['esbuild', relativeEntry],
      local: {
        tryBundle(outputDir: string) {
          buildSync(esbuildOptions(entry, path.join(outputDir, 'index.js')));
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
};

export class ApiFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    // An explicit log group: retention without the log-retention custom
    // resource Lambda that `logRetention` would add.
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: API_LOG_RETENTION,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    super(scope, id, {
      code: bundledHandlerCode(props.entry),
      handler: 'index.handler',
      description: props.description,
      runtime: API_RUNTIME,
      architecture: API_ARCHITECTURE,
      memorySize: props.memorySize ?? 512,
      timeout: Duration.seconds(10),
      logGroup,
      environment: {
        ...props.environment,
        // Stack traces in the logs point at the TypeScript sources.
        NODE_OPTIONS: '--enable-source-maps',
      },
    });
  }
}
