import { existsSync } from 'node:fs';
import { Annotations, App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { routeList } from '@shop/shared';
import { REPO_ROOT, WEB_DIST, WEB_NOT_BUILT } from '../src/repo-paths';
import { ShopStack } from '../src/shop-stack';
import { stackNameFor, stageFromContext } from '../src/stage';

const app = new App();
const stage = stageFromContext(app.node);
const webBuilt = existsSync(WEB_DIST);

const stack = new ShopStack(app, stackNameFor(stage), {
  stage,
  routes: routeList(),
  webAssetPath: webBuilt ? WEB_DIST : WEB_NOT_BUILT,
  sourceRoot: REPO_ROOT,
  terminationProtection: stage.production,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  tags: { project: 'shop-backoffice', stage: stage.name },
});
if (!webBuilt) {
  Annotations.of(stack).addWarningV2(
    'shop:web-not-built',
    'web/dist is missing: a placeholder page would be deployed. `npm run deploy` builds the web app first.',
  );
}

// Every synth (and so every deploy) fails on an AwsSolutions finding nobody acknowledged.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
