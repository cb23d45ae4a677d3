import { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * X-Ray segments for every handler and the AWS SDK calls it makes (the Lambdas run with active
 * tracing). Outside Lambda (the local runtime, tests) AWS_EXECUTION_ENV is unset and the tracer
 * stays idle by itself; POWERTOOLS_TRACE_ENABLED=false turns it off anywhere.
 */
export const tracer = new Tracer();
