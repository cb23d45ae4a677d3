import { Duration } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { SCHEDULED_JOBS } from '@shop/shared';
import type { HandlerUse } from './repo-paths';
import { pascalCase, RouteFunction } from './route-function';
import type { Stage } from './stage';

/** The handler modules the scheduled jobs need, for the stack's check that each one exists. */
export const scheduledHandlerUses = (): HandlerUse[] =>
  Object.entries(SCHEDULED_JOBS).map(([id, job]) => ({ handler: job.handler, usedBy: `${id} (every ${job.everyMinutes} minutes)` }));

export interface SchedulesProps {
  readonly table: Table;
  /** The address the jobs send customer e-mail as (the order upkeep retries failed sends). */
  readonly mailFrom: string;
  readonly stage: Stage;
  readonly sourceRoot: string;
}

/**
 * One Lambda per SCHEDULED_JOBS entry, run by an EventBridge rule every `everyMinutes`. Each has a
 * role of its own: read-write on the table and, for a job that `sendsMail`, SES SendEmail as the shop's address; nothing else.
 * EventBridge retries a failed invocation; the jobs are idempotent, so a retry only finishes the work.
 */
export class Schedules extends Construct {
  constructor(scope: Construct, id: string, props: SchedulesProps) {
    super(scope, id);
    const { table, mailFrom, stage, sourceRoot } = props;
    for (const [jobId, job] of Object.entries(SCHEDULED_JOBS)) {
      const name = pascalCase(jobId);
      const fn = new RouteFunction(this, name, {
        handler: job.handler,
        trigger: `EventBridge, every ${job.everyMinutes} minutes`,
        access: { writes: true, table, ...(job.sendsMail ? { mailFrom } : {}), removalPolicy: stage.removalPolicy },
        sourceRoot,
        // A run (orders cancelled and e-mails sent one after another, webhook tries side by side) must end before the next starts.
        timeoutSeconds: job.timeoutSeconds,
      });
      new Rule(this, `${name}Schedule`, {
        description: `Runs functions/src/handlers/${job.handler}.ts every ${job.everyMinutes} minutes`,
        schedule: Schedule.rate(Duration.minutes(job.everyMinutes)),
        targets: [new LambdaFunction(fn.function, { retryAttempts: 2, maxEventAge: Duration.minutes(job.everyMinutes) })],
      });
    }
  }
}
