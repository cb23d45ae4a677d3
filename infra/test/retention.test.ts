import { beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '@shop/shared';
import { stageFromContext } from '../src/stage';
import { handlersFor, stubSourceTree, SYNTH_TIMEOUT_MS, synthStack, type SynthResult } from './fixture';
import { onlyResourceOfType, refOf, resourcesOfType } from './template-helpers';

/** What `cdk … -c key=value` hands the app: strings. */
const stageWith = (context: Record<string, unknown>) => stageFromContext({ tryGetContext: (key) => context[key] });

/** Stateful resources and log groups: what `retain` decides about. */
const KEPT_TYPES = ['AWS::DynamoDB::Table', 'AWS::Cognito::UserPool', 'AWS::S3::Bucket', 'AWS::Logs::LogGroup'];

describe('the retention choice (-c retain)', () => {
  it('keeps the data of every stage by default, whatever it is called', () => {
    for (const stage of [undefined, 'dev', 'staging', 'test-1', 'production']) {
      expect(stageWith({ stage }), String(stage)).toMatchObject({ retain: true, removalPolicy: 'retain' });
    }
    expect(stageWith({ stage: 'dev', retain: 'true' }).retain).toBe(true);
    expect(stageWith({ stage: 'dev', retain: true }).retain).toBe(true);
  });

  it('deletes with the stack only when asked with retain=false, and never for production', () => {
    expect(stageWith({ stage: 'dev', retain: 'false' })).toMatchObject({ name: 'dev', retain: false, removalPolicy: 'destroy' });
    expect(stageWith({ retain: false })).toMatchObject({ name: 'dev', retain: false });
    expect(() => stageWith({ stage: 'production', retain: 'false' })).toThrow('The production stage always keeps its data');
  });

  it('refuses a value it does not understand instead of guessing', () => {
    for (const retain of ['no', '0', 'False', '']) expect(() => stageWith({ stage: 'dev', retain })).toThrow(`Invalid retain "${retain}"`);
  });
});

describe('a stage deployed without -c retain', () => {
  let synth: SynthResult;
  beforeAll(() => {
    synth = synthStack('dev', routeList());
  }, SYNTH_TIMEOUT_MS);

  it('retains the table, the user pool, every bucket and log group, and empties no bucket', () => {
    for (const type of KEPT_TYPES) {
      const found = resourcesOfType(synth.template, type);
      expect(found.length, type).toBeGreaterThan(0);
      for (const [id, resource] of found)
        expect([resource.DeletionPolicy, resource.UpdateReplacePolicy], `${type} ${id}`).toEqual(['Retain', 'Retain']);
    }
    expect(resourcesOfType(synth.template, 'Custom::S3AutoDeleteObjects')).toEqual([]);
  });
});

describe('a throw-away stage deployed with -c retain=false', () => {
  let synth: SynthResult;
  beforeAll(() => {
    const routes = routeList();
    synth = synthStack('dev', routes, stubSourceTree(handlersFor(routes)), { retain: 'false' });
  }, SYNTH_TIMEOUT_MS);

  it('deletes the table, the user pool, every bucket and log group with the stack', () => {
    for (const type of KEPT_TYPES) {
      for (const [id, resource] of resourcesOfType(synth.template, type)) expect(resource.DeletionPolicy, `${type} ${id}`).toBe('Delete');
    }
    const [, table] = onlyResourceOfType(synth.template, 'AWS::DynamoDB::Table');
    expect(table.Properties?.DeletionProtectionEnabled).toBe(false);
  });

  it('empties every bucket before deleting it', () => {
    const buckets = resourcesOfType(synth.template, 'AWS::S3::Bucket').map(([id]) => id);
    const emptied = resourcesOfType(synth.template, 'Custom::S3AutoDeleteObjects').map(([, r]) => refOf(r.Properties?.BucketName));
    expect(emptied.sort()).toEqual(buckets.sort());
  });
});
