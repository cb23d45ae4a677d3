import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '@shop/shared';
import type { RouteDefinition } from '../src/http-api';
import { REPO_ROOT, sharpLockfileIn } from '../src/repo-paths';
import { IMAGE_PROCESSING_MEMORY_MB } from '../src/route-function';
import { SYNTH_TIMEOUT_MS, synthStack, type SynthResult } from './fixture';
import { onlyResourceOfType, resourcesOfType, routeWiring } from './template-helpers';

// Stand-ins for a public reader and a signed-in writer, so both paths stay covered whatever the
// route table holds at the time. The fixture's stand-in source tree has a module for every
// handler the routes name, so the stack's check that each one exists passes.
const PUBLIC_READ: RouteDefinition = {
  id: 'storefrontStandIn',
  method: 'GET',
  path: '/api/store/categories',
  handler: 'catalog/list-categories',
  access: 'public',
  writes: false,
};
const SIGNED_IN_WRITE: RouteDefinition = {
  id: 'writerStandIn',
  method: 'POST',
  path: '/api/admin/stand-in/{id}',
  handler: 'catalog/list-categories',
  access: 'signed-in',
  writes: true,
};
const routeKey = (route: RouteDefinition) => `${route.method} ${route.path}`;

let synth: SynthResult;
beforeAll(() => {
  synth = synthStack('production', [...routeList(), PUBLIC_READ, SIGNED_IN_WRITE]);
}, SYNTH_TIMEOUT_MS);

describe('route kinds', () => {
  it('leaves public routes without an authorizer and guards the others', () => {
    const publicRoute = routeWiring(synth.template, routeKey(PUBLIC_READ)).route.Properties!;
    expect(publicRoute.AuthorizationType).toBe('NONE');
    expect(publicRoute.AuthorizerId).toBeUndefined();
    expect(routeWiring(synth.template, routeKey(SIGNED_IN_WRITE)).route.Properties).toMatchObject({
      AuthorizationType: 'JWT',
      AuthorizerId: expect.anything(),
    });
  });

  it('grants table writes to writing routes only', () => {
    const writes = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
    expect(routeWiring(synth.template, routeKey(SIGNED_IN_WRITE)).actions).toEqual(expect.arrayContaining(writes));
    const readOnly = routeWiring(synth.template, routeKey(PUBLIC_READ)).actions;
    for (const action of writes) expect(readOnly).not.toContain(action);
  });

  it('acknowledges the unauthenticated public route to cdk-nag and nothing else is left', () => {
    expect(synth.nag.violations.map((v) => v.ruleName)).toEqual([]);
  });
});

describe('production stage', () => {
  it('protects and retains the table and the user pool', () => {
    const [, table] = onlyResourceOfType(synth.template, 'AWS::DynamoDB::Table');
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
    expect(table.Properties?.DeletionProtectionEnabled).toBe(true);

    for (const [, pool] of resourcesOfType(synth.template, 'AWS::Cognito::UserPool')) {
      expect(pool.DeletionPolicy).toBe('Retain');
      expect(pool.Properties?.DeletionProtection).toBe('ACTIVE');
    }
  });

  it('keeps the buckets and their objects', () => {
    for (const [, bucket] of resourcesOfType(synth.template, 'AWS::S3::Bucket')) expect(bucket.DeletionPolicy).toBe('Retain');
    expect(resourcesOfType(synth.template, 'Custom::S3AutoDeleteObjects')).toEqual([]);
  });
});

// Issue 32: the media upload's completion decodes images with sharp.
describe('image processing', () => {
  it('gives the routes that process images the image memory and 29 s, and every other route 512 MB', () => {
    const imageRoutes = routeList().filter((r) => r.processesImages);
    expect(imageRoutes.map((r) => r.id)).toEqual(['completeMediaUpload']);
    for (const route of imageRoutes) {
      expect(routeWiring(synth.template, routeKey(route)).function.Properties).toMatchObject({
        MemorySize: IMAGE_PROCESSING_MEMORY_MB,
        Timeout: 29,
        Architectures: ['arm64'],
      });
    }
    expect(routeWiring(synth.template, routeKey(SIGNED_IN_WRITE)).function.Properties?.MemorySize).toBe(512);
  });

  it("installs sharp from a lockfile made for functions' own sharp version", () => {
    const lock = JSON.parse(readFileSync(sharpLockfileIn(REPO_ROOT), 'utf8')) as {
      packages: Record<string, { version?: string; dependencies?: Record<string, string> }>;
    };
    const functionsPackage = JSON.parse(readFileSync(join(REPO_ROOT, 'functions/package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const version = functionsPackage.dependencies.sharp;
    // NodejsFunction's npm ci writes a package.json of exactly this: the lock must match it.
    expect(lock.packages['']?.dependencies).toEqual({ sharp: version });
    expect(lock.packages['node_modules/sharp']?.version).toBe(version);
    // Lambda's platform, which the install is told to take.
    expect(Object.keys(lock.packages)).toEqual(
      expect.arrayContaining(['node_modules/@img/sharp-linux-arm64', 'node_modules/@img/sharp-libvips-linux-arm64']),
    );
  });
});
