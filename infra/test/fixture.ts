import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { App } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { PolicyValidationPluginReport } from 'aws-cdk-lib';
import { handlerEntry, lockfileIn, REPO_ROOT, sharpLockfileIn } from '../src/repo-paths';
import { httpHandlerUses, type RouteDefinition } from '../src/http-api';
import { realtimeHandlerUses } from '../src/realtime';
import { scheduledHandlerUses } from '../src/schedules';
import { ShopStack } from '../src/shop-stack';
import { stackNameFor, stageFromContext } from '../src/stage';
import { mergedTemplate, stackTemplates, type StackTemplate } from './template-helpers';

export const TEST_REGION = 'eu-central-1';

/** The feature flags the real app runs with, so the tested template is the deployed one. */
const cdkContext = (): Record<string, unknown> =>
  (JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

/** A stand-in for web/dist, which may not be built when the tests run. */
const fakeWebDist = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>shop</title>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
};

/**
 * A stand-in source tree with an empty module for each of `handlers` and a lockfile. With
 * bundling skipped the stack only checks that the modules exist, so the tests do not depend on
 * which real handlers have been written yet.
 */
export const stubSourceTree = (handlers: Iterable<string>): string => {
  const root = mkdtempSync(join(tmpdir(), 'shop-sources-'));
  writeFileSync(lockfileIn(root), '{}');
  // An image Lambda installs sharp at the version the handlers' package.json (found from the entry) names.
  mkdirSync(dirname(sharpLockfileIn(root)), { recursive: true });
  writeFileSync(sharpLockfileIn(root), '{}');
  mkdirSync(join(root, 'functions'), { recursive: true });
  writeFileSync(join(root, 'functions/package.json'), readFileSync(join(REPO_ROOT, 'functions/package.json')));
  for (const handler of handlers) {
    const entry = handlerEntry(root, handler);
    mkdirSync(dirname(entry), { recursive: true });
    writeFileSync(entry, 'export const handler = async () => undefined;\n');
  }
  return root;
};

/** Every handler module the stack needs for these routes. */
export const handlersFor = (routes: readonly RouteDefinition[]): string[] =>
  [...httpHandlerUses(routes), ...realtimeHandlerUses(), ...scheduledHandlerUses()].map((use) => use.handler);

export interface SynthResult {
  readonly stack: ShopStack;
  /** The parent stack with its nested stacks' resources merged in (`mergedTemplate`). */
  readonly template: Template;
  /** The parent and each nested stack as deployed. */
  readonly stacks: StackTemplate[];
  readonly nag: PolicyValidationPluginReport;
  /** The cloud assembly directory, where staged assets (e.g. config.json) can be read. */
  readonly outdir: string;
}

/** Synth takes seconds, many more while other work shares the machine's two cores. */
export const SYNTH_TIMEOUT_MS = 180_000;

/** The stack as `cdk synth -c stage=<stage>` (plus `context`, e.g. `{ retain: 'false' }`) builds it. */
export const synthStack = (
  stage: string,
  routes: readonly RouteDefinition[],
  sourceRoot: string = stubSourceTree(handlersFor(routes)),
  context: Readonly<Record<string, string>> = {},
): SynthResult => {
  const outdir = mkdtempSync(join(tmpdir(), 'shop-cdk-out-'));
  const app = new App({
    outdir,
    // Bundling every handler and CDK's CloudFormation rule check (a WebAssembly engine, ~5 s to
    // start) would make each run slow; `npm run synth` does both for real.
    context: { ...cdkContext(), 'aws:cdk:bundling-stacks': [], ...context, stage },
    builtinCloudFormationValidation: false,
  });
  const shopStage = stageFromContext(app.node);
  const stack = new ShopStack(app, stackNameFor(shopStage), {
    stage: shopStage,
    routes,
    webAssetPath: fakeWebDist(),
    sourceRoot,
    env: { account: '123456789012', region: TEST_REGION },
  });
  const template = mergedTemplate(stack);
  const stacks = stackTemplates(stack);
  const nag = new AwsSolutionsChecks(app, { verbose: true }).validateScope(app);
  return { stack, template, stacks, nag, outdir };
};
