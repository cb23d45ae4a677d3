import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import type { Role } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { LAMBDA_BUNDLE_EXTERNALS, LAMBDA_NATIVE_MODULES, MAIL_FROM_ENV, POWERTOOLS_ENVIRONMENT } from '@shop/functions';
import { createFunctionAccess, type FunctionAccess, type FunctionAccessProps } from './function-access';
import { handlerEntry, lockfileIn, sharpLockfileIn } from './repo-paths';

/** Construct ids from route ids: 'listCategories' -> 'ListCategories'. */
export const pascalCase = (id: string): string => id.charAt(0).toUpperCase() + id.slice(1);

export interface RouteFunctionProps {
  /** The module under functions/src/handlers/, e.g. 'catalog/list-categories'. */
  readonly handler: string;
  /** What invokes it, for the description: 'GET /api/…', 'WebSocket $connect', …. */
  readonly trigger: string;
  /**
   * A role and log group shared with other Lambdas of the same access (as the HTTP routes have),
   * or what to make one of its own from. TABLE_NAME, MEDIA_BUCKET and MAIL_FROM_ADDRESS name the
   * table, bucket and sender of this access, so a function is never told of one its role may not touch.
   */
  readonly access: FunctionAccess | FunctionAccessProps;
  /** Added to the common environment (TABLE_NAME, …). */
  readonly environment?: Readonly<Record<string, string>>;
  /** The source tree bundled from (REPO_ROOT outside tests). */
  readonly sourceRoot: string;
  /**
   * Built files (relative to sourceRoot) copied beside the bundled handler: the storefront's page
   * renderer, which is the web build's output and loaded at run time (issue 32).
   */
  readonly bundledFiles?: readonly { readonly from: string; readonly to: string }[];
  /** Seconds it may run; 10 unless the route needs more (HTTP APIs wait at most 30). */
  readonly timeoutSeconds?: number;
  /** Decodes images with sharp (issue 32): sharp's native arm64 build is installed beside the bundle, with more memory. */
  readonly processesImages?: boolean;
}

/**
 * An image Lambda's memory: libvips holds a 40 MP RGBA image (160 MB) and its five resized copies,
 * and Lambda's CPU grows with memory (1769 MB is one full vCPU), so resizing takes ~1 s, not ~4.
 */
export const IMAGE_PROCESSING_MEMORY_MB = 1769;

/**
 * sharp cannot be bundled (its libvips is a native binary per platform): it stays external and
 * `npm ci` installs it into the asset's node_modules, told to take Lambda's platform (linux, arm64,
 * glibc) whatever machine synthesises, so an x64 laptop or CI still ships the arm64 binary.
 */
const sharpBundling = (sourceRoot: string) =>
  ({
    depsLockFilePath: sharpLockfileIn(sourceRoot),
    nodeModules: LAMBDA_NATIVE_MODULES,
    environment: { npm_config_os: 'linux', npm_config_cpu: 'arm64', npm_config_libc: 'glibc' },
  }) as const;

const isMade = (access: FunctionAccess | FunctionAccessProps): access is FunctionAccess => 'role' in access;

/**
 * One Lambda for one handler module (an HTTP route, a WebSocket route or the table stream's
 * consumer), running as a role that can write its log group and touch the table (and the media
 * bucket, if its access has one) only as far as the access says.
 */
export class RouteFunction extends Construct {
  readonly function: NodejsFunction;
  /** For further grants and their cdk-nag acknowledgements (on a shared role, every sharer gets them). */
  readonly role: Role;

  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    super(scope, id);
    const { handler } = props;
    const { role, logGroup, table, mediaBucket, mailFrom } = isMade(props.access) ? props.access : createFunctionAccess(this, props.access);
    const sharp = props.processesImages ? sharpBundling(props.sourceRoot) : undefined;
    this.role = role;

    this.function = new NodejsFunction(this, 'Function', {
      entry: handlerEntry(props.sourceRoot, handler),
      handler: 'handler',
      description: `${props.trigger} -> functions/src/handlers/${handler}.ts`,
      // Node 24 is supported on Lambda until 2028; the bundle targets node20 so the very
      // same code also runs on the developers' Node 20 in the local runtime.
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      // CPU scales with memory: 512 MB keeps cold starts short for little more per request.
      memorySize: sharp ? IMAGE_PROCESSING_MEMORY_MB : 512,
      timeout: Duration.seconds(props.timeoutSeconds ?? 10),
      // X-Ray: Powertools' Tracer records each invocation and its DynamoDB calls (a slow checkout is followed through them).
      tracing: Tracing.ACTIVE,
      role,
      logGroup,
      environment: {
        TABLE_NAME: table.tableName,
        ...POWERTOOLS_ENVIRONMENT,
        ...(mediaBucket ? { MEDIA_BUCKET: mediaBucket.bucketName } : {}),
        ...(mailFrom ? { [MAIL_FROM_ENV]: mailFrom } : {}),
        ...props.environment,
        NODE_OPTIONS: '--enable-source-maps',
      },
      projectRoot: props.sourceRoot,
      depsLockFilePath: sharp?.depsLockFilePath ?? lockfileIn(props.sourceRoot),
      bundling: {
        minify: true,
        sourceMap: true,
        // Stack traces only need the mappings; leaving the sources out keeps the .map small.
        sourcesContent: false,
        target: 'node20',
        format: OutputFormat.ESM,
        mainFields: ['module', 'main'],
        // CommonJS dependencies bundled into an ES module still call require().
        banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
        externalModules: LAMBDA_BUNDLE_EXTERNALS,
        forceDockerBundling: false,
        ...(props.bundledFiles?.length
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (_input: string, output: string) =>
                  (props.bundledFiles ?? []).map((file) => `cp "${join(props.sourceRoot, file.from)}" "${join(output, file.to)}"`),
              },
            }
          : {}),
        ...(sharp ? { nodeModules: [...sharp.nodeModules], environment: sharp.environment } : {}),
      },
    });
  }
}
