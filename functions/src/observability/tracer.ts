import { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * X-Ray segments for every handler and a subsegment per DynamoDB call (the Lambdas run with
 * active tracing; the table client is captured in document-client.ts). The S3 client is left
 * uncaptured: it also presigns upload URLs, which never send a request for X-Ray to close. Outside Lambda (the local runtime, tests) AWS_EXECUTION_ENV is unset and the tracer
 * stays idle by itself; POWERTOOLS_TRACE_ENABLED=false turns it off anywhere.
 */
export const tracer = new Tracer();
