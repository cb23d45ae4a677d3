import { describe, expect, it } from 'vitest';
import { targetFromOutputs, targetFromSite } from './target';

const OUTPUTS = {
  CloudFrontUrl: 'https://d111111abcdef8.cloudfront.net',
  UserPoolId: 'eu-central-1_AbC123xyz',
  UserPoolClientId: '1example23456789',
  TableName: 'ShopBackoffice-dev-DataTable-1ABC',
  HttpApiUrl: 'https://abc123.execute-api.eu-central-1.amazonaws.com/',
  WebSocketUrl: 'wss://def456.execute-api.eu-central-1.amazonaws.com/prod',
};

describe('target from `cdk deploy --outputs-file`', () => {
  it("reads the shop stack's outputs, the region from the user pool id, and no endpoints for AWS", () => {
    expect(targetFromOutputs({ 'ShopBackoffice-dev': { ...OUTPUTS, SomethingElse: 'x' } }, {})).toEqual({
      kind: 'aws',
      name: 'ShopBackoffice-dev',
      siteUrl: 'https://d111111abcdef8.cloudfront.net',
      httpApiUrl: 'https://abc123.execute-api.eu-central-1.amazonaws.com',
      webSocketUrl: OUTPUTS.WebSocketUrl,
      region: 'eu-central-1',
      userPoolId: OUTPUTS.UserPoolId,
      userPoolClientId: OUTPUTS.UserPoolClientId,
      tableName: OUTPUTS.TableName,
    });
  });

  it('points Cognito and DynamoDB at LocalStack through the AWS SDK endpoint variables, per service first', () => {
    const target = targetFromOutputs(
      { 'ShopBackoffice-dev': OUTPUTS },
      { AWS_ENDPOINT_URL: 'http://localhost.localstack.cloud:4566', AWS_ENDPOINT_URL_DYNAMODB: 'http://localhost:4569' },
    );
    expect([target.cognitoEndpoint, target.dynamoEndpoint]).toEqual(['http://localhost.localstack.cloud:4566', 'http://localhost:4569']);
  });

  it('picks the stack SHOP_STACK names among several, and says what is wrong otherwise', () => {
    const two = { 'ShopBackoffice-dev': OUTPUTS, 'ShopBackoffice-production': { ...OUTPUTS, TableName: 'prod-table' } };
    expect(targetFromOutputs(two, { SHOP_STACK: 'ShopBackoffice-production' }).tableName).toBe('prod-table');
    expect(() => targetFromOutputs(two, {})).toThrow('several shop stacks (ShopBackoffice-dev, ShopBackoffice-production): set SHOP_STACK');
    expect(() => targetFromOutputs(two, { SHOP_STACK: 'Other' })).toThrow('Stack Other is not in the outputs file');
    expect(() => targetFromOutputs({ CdkToolkit: { BucketName: 'b' } }, {})).toThrow("No stack in the outputs file has the shop's outputs");
    expect(() => targetFromOutputs([], {})).toThrow('not the JSON `cdk deploy --outputs-file` writes');
  });

  it('takes AWS_REGION when the pool id does not start with a region', () => {
    expect(targetFromOutputs({ s: { ...OUTPUTS, UserPoolId: 'local_AbC123' } }, { AWS_REGION: 'us-east-1' }).region).toBe('us-east-1');
    expect(() => targetFromOutputs({ s: { ...OUTPUTS, UserPoolId: 'local_AbC123' } }, {})).toThrow('No region: set AWS_REGION');
  });
});

describe('target from the URL of a running app', () => {
  const config = {
    region: 'eu-central-1',
    apiUrl: '',
    webSocketUrl: 'ws://localhost:3000/ws',
    userPoolId: 'local_AbC123',
    userPoolClientId: 'client',
    userPoolEndpoint: 'http://127.0.0.1:3002',
    authFlowType: 'USER_PASSWORD_AUTH' as const,
    shopperPoolId: 'local_Shop123',
    shopperPoolClientId: 'storefront',
  };

  it('takes everything but the table from /config.json; the Cognito stand-in makes it local', () => {
    expect(targetFromSite('http://localhost:3000/', config)).toEqual({
      kind: 'local',
      name: 'http://localhost:3000',
      siteUrl: 'http://localhost:3000',
      webSocketUrl: 'ws://localhost:3000/ws',
      region: 'eu-central-1',
      userPoolId: 'local_AbC123',
      userPoolClientId: 'client',
      cognitoEndpoint: 'http://127.0.0.1:3002',
    });
    const { userPoolEndpoint: _standIn, ...aws } = config;
    expect(targetFromSite('https://d111111abcdef8.cloudfront.net', { ...aws, authFlowType: 'USER_SRP_AUTH' }).kind).toBe('aws');
  });
});
