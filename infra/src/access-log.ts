import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';

/** A stage's access log: one JSON line per request, the fields every API logs plus its own. */
export const jsonAccessLog = (logGroup: ILogGroup, fields: Record<string, string>) => ({
  destination: new LogGroupLogDestination(logGroup),
  format: AccessLogFormat.custom(
    JSON.stringify({
      requestId: '$context.requestId',
      ip: '$context.identity.sourceIp',
      time: '$context.requestTime',
      routeKey: '$context.routeKey',
      status: '$context.status',
      ...fields,
    }),
  ),
});
