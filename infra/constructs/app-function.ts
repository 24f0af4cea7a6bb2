import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage.ts';

/** The repository root: infra/constructs/../.. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The source file of a handler module named as in functions/routes.ts, e.g. 'api/start-name-search'. */
export function handlerEntry(handler: string): string {
  return path.join(REPO_ROOT, 'functions', `${handler}.ts`);
}

/** A construct id from a handler module: 'api/start-name-search' → 'ApiStartNameSearch'. */
export function handlerConstructId(handler: string): string {
  return handler
    .split(/[^A-Za-z0-9]+/)
    .filter((part) => part !== '')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

// ESM output still meets CommonJS dependencies that call require(); give them one.
const ESM_REQUIRE_BANNER =
  "import { createRequire as __footprintCreateRequire } from 'node:module'; const require = __footprintCreateRequire(import.meta.url);";

export interface AppFunctionProps {
  readonly stage: StageConfig;
  /** The handler module under functions/, without extension; its `handler` export is the entry point. */
  readonly handler: string;
  /** Defaults to 10 seconds (the API's requests), well inside the HTTP API's 30-second integration limit. */
  readonly timeout?: Duration;
  readonly memorySize?: number;
  readonly description?: string;
}

/**
 * One Lambda function with the house defaults: the handler bundled locally by esbuild as ESM (no Docker), Node 22
 * on ARM64, source maps, X-Ray tracing, its own log group with the stage's retention (the only one it may write), and the environment every
 * function reads. Access to anything else is added with the bind helpers (./bind.ts), never by hand.
 */
export class AppFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly handlerModule: string;
  readonly logGroup: LogGroup;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const { stage, handler } = props;
    this.handlerModule = handler;
    this.logGroup = new LogGroup(this, 'Logs', {
      retention: stage.logRetention,
      removalPolicy: stage.statefulRemovalPolicy,
    });
    // Its own role instead of the managed basic-execution policy, which may write to every log group.
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Footprint ${stage.name}: functions/${handler}.ts`,
    });
    this.logGroup.grantWrite(this.role);
    this.fn = new NodejsFunction(this, 'Function', {
      role: this.role,
      entry: handlerEntry(handler),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      timeout: props.timeout ?? Duration.seconds(10),
      memorySize: props.memorySize ?? 512,
      description: props.description ?? `Footprint ${stage.name}: functions/${handler}.ts`,
      tracing: Tracing.ACTIVE,
      logGroup: this.logGroup,
      environment: {
        STAGE: stage.name,
        SOURCES: stage.sources,
        LOG_LEVEL: stage.isProd ? 'info' : 'debug',
        POWERTOOLS_SERVICE_NAME: 'footprint',
        POWERTOOLS_LOG_LEVEL: stage.isProd ? 'INFO' : 'DEBUG',
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        platform: 'node',
        mainFields: ['module', 'main'],
        banner: ESM_REQUIRE_BANNER,
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        // Bundle the AWS SDK too, so the deployed code runs the versions the tests ran.
        externalModules: [],
        forceDockerBundling: false,
      },
    });
  }

  /** Sets an environment variable on the function. */
  addEnvironment(name: string, value: string): void {
    this.fn.addEnvironment(name, value);
  }
}
