import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { POWERTOOLS_ENVIRONMENT } from '@shop/functions';
import { STOREFRONT_API_URL_ENV, STOREFRONT_RENDERER_ENV } from '@shop/functions/domain/storefront/page-renderer';
import { TABLE_INDEXES, TABLE_KEYS } from '@shop/shared';
import {
  entryPageOf,
  CONTENT_TYPE_OPTIONS,
  contentSecurityPolicy,
  FRAME_OPTIONS,
  HSTS_MAX_AGE_SECONDS,
  MEDIA_CONTENT_SECURITY_POLICY,
  ORIGIN_VERIFY_HEADER,
  ORIGIN_VERIFY_SECRET_ENV,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  ROLE_NAMES,
  ROLES,
  routeList,
  runtimeConfigSchema,
  STOREFRONT_RENDER_PATH,
  STRICT_TRANSPORT_SECURITY,
} from '@shop/shared';
import {
  adminAppPatterns,
  assertStorefrontRoutesCacheable,
  behaviourPattern,
  FILE_PATTERN,
  STOREFRONT_API_PATTERN,
  storefrontSessionRoutes,
  storefrontWriteRoutes,
} from '../src/hosting';
import { SYNTH_TIMEOUT_MS, synthStack, TEST_REGION, type SynthResult } from './fixture';
import { apiIdOf, authorizerOf, onlyResourceOfType, poolClientOf, poolOf, resourcesOfType, routeWiring } from './template-helpers';

const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
// Managed policy ids: https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/using-managed-cache-policies.html
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

let synth: SynthResult;
beforeAll(() => {
  synth = synthStack('dev', routeList());
}, SYNTH_TIMEOUT_MS);

/**
 * A config.json value with BucketDeployment's markers put back: a whole-value marker becomes its
 * token, a string with markers inside the Fn::Join that CloudFormation would build.
 */
const withMarkersResolved = (value: string, markers: Record<string, unknown>): unknown => {
  const parts = value.split(/(<<marker:0xbaba:\d+>>)/).filter((part) => part !== '');
  const resolved = parts.map((part) => (part in markers ? markers[part] : part));
  if (resolved.length === 1 && typeof resolved[0] !== 'string') return resolved[0];
  return resolved.every((part) => typeof part === 'string') ? value : { 'Fn::Join': ['', resolved] };
};

const mediaBucketId = (): string => {
  const [id] = resourcesOfType(synth.template, 'AWS::S3::Bucket').find(([, b]) => b.Properties?.CorsConfiguration) ?? [];
  if (!id) throw new Error('no media bucket');
  return id;
};

/** Lambdas of handler modules, told apart from CDK's own (deployment, auto-delete) by their description. */
const handlerFunctions = () =>
  resourcesOfType(synth.template, 'AWS::Lambda::Function').filter(([, f]) =>
    String(f.Properties?.Description).includes(' -> functions/src/handlers/'),
  );

/** Those of the HTTP routes, whose description starts with the route's method. */
const httpRouteFunctions = () => handlerFunctions().filter(([, f]) => /^(GET|POST|PUT|PATCH|DELETE) \//.test(String(f.Properties?.Description)));

const httpApiId = () => apiIdOf(synth.template, 'HTTP');
const webSocketApiId = () => apiIdOf(synth.template, 'WEBSOCKET');

describe('HTTP API from the route table', () => {
  it('tells the storefront page renderer (issue 32), and no other route, where the renderer file and the API itself are', () => {
    const renderers = routeList().filter((route) => route.rendersStorefront);
    expect(renderers.map((route) => route.id)).toEqual(['storefrontRender']);
    for (const route of routeList()) {
      const env = routeWiring(synth.template, `${route.method} ${route.path}`).function.Properties!.Environment.Variables;
      if (route.rendersStorefront) {
        expect(env[STOREFRONT_RENDERER_ENV]).toBe('render-page.js');
        expect(JSON.stringify(env[STOREFRONT_API_URL_ENV])).toContain('.execute-api.');
      } else {
        expect([env[STOREFRONT_RENDERER_ENV], env[STOREFRONT_API_URL_ENV]]).toEqual([undefined, undefined]);
      }
    }
  });

  it('has exactly one route and one Lambda per route-table entry', () => {
    const routes = routeList();
    const httpRoutes = resourcesOfType(synth.template, 'AWS::ApiGatewayV2::Route').filter(([, route]) => route.Properties?.ApiId.Ref === httpApiId());
    expect(httpRoutes).toHaveLength(routes.length);
    expect(httpRouteFunctions()).toHaveLength(routes.length);

    for (const route of routes) {
      const wiring = routeWiring(synth.template, `${route.method} ${route.path}`);
      expect(wiring.function.Properties).toMatchObject({
        Description: `${route.method} ${route.path} -> functions/src/handlers/${route.handler}.ts`,
        Handler: 'index.handler',
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Environment: {
          Variables: { TABLE_NAME: { Ref: expect.stringMatching(/^DataTable/) }, ...POWERTOOLS_ENVIRONMENT, NODE_OPTIONS: '--enable-source-maps' },
        },
      });
    }
  });

  it("puts the admins' JWT authorizer on every admin route and the shoppers' on every shopper route", () => {
    const [authorizerId, authorizer] = authorizerOf(synth.template, 'admins');
    const [shopperAuthorizerId] = authorizerOf(synth.template, 'shoppers');
    const [poolId] = poolOf(synth.template, 'admins');
    const [clientId] = poolClientOf(synth.template, 'admins');
    expect(authorizer.Properties).toMatchObject({
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: clientId }],
        Issuer: { 'Fn::Join': ['', [`https://cognito-idp.${TEST_REGION}.amazonaws.com/`, { Ref: poolId }]] },
      },
    });
    for (const route of routeList()) {
      const { route: cfnRoute } = routeWiring(synth.template, `${route.method} ${route.path}`);
      if (route.access === 'public') expect(cfnRoute.Properties?.AuthorizationType).toBe('NONE');
      else
        expect(cfnRoute.Properties).toMatchObject({
          AuthorizationType: 'JWT',
          AuthorizerId: { Ref: route.access === 'shopper' ? shopperAuthorizerId : authorizerId },
        });
    }
  });

  it('grants read-only routes no table write actions, and writing routes the write actions', () => {
    for (const route of routeList()) {
      const { actions } = routeWiring(synth.template, `${route.method} ${route.path}`);
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
      if (route.writes) expect(actions).toEqual(expect.arrayContaining(WRITE_ACTIONS));
      else for (const action of WRITE_ACTIONS) expect(actions).not.toContain(action);
      expect(actions.filter((a) => a.startsWith('logs:')).sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
    }
  });

  // Form Oluşturucu's handlers (forms/) keep a shopper's files in the same bucket, outside media/ (issue 29).
  const usesBucket = (route: { handler: string }) => route.handler.startsWith('media/') || route.handler.startsWith('forms/');

  it('lets only media/ and forms/ handlers reach the media bucket, and only writing ones upload', () => {
    const mediaRoutes = routeList().filter((route) => route.handler.startsWith('media/'));
    expect(mediaRoutes.length).toBeGreaterThan(0);
    for (const route of routeList()) {
      const { actions, function: fn } = routeWiring(synth.template, `${route.method} ${route.path}`);
      const s3Actions = actions.filter((a) => a.startsWith('s3:')).sort();
      const bucketEnv = fn.Properties!.Environment.Variables.MEDIA_BUCKET;
      if (!usesBucket(route)) {
        expect(s3Actions).toEqual([]);
        expect(bucketEnv).toBeUndefined();
      } else {
        expect(bucketEnv).toEqual({ Ref: mediaBucketId() });
        expect(s3Actions).toEqual(
          route.writes ? ['s3:DeleteObject', 's3:GetObject', 's3:ListBucket', 's3:PutObject'] : ['s3:GetObject', 's3:ListBucket'],
        );
      }
    }
  });

  it('runs HTTP routes of the same access as one role with one log group (a route costs no role, policy or log group of its own)', () => {
    const accessOf = (route: { writes: boolean; handler: string; sendsMail?: boolean; pushesRealtime?: boolean }) =>
      `${route.writes}:${usesBucket(route)}:${route.sendsMail === true}:${route.pushesRealtime === true}`;
    const roleByAccess = new Map<string, string>();
    const logGroupByAccess = new Map<string, string>();
    for (const route of routeList()) {
      const fn = routeWiring(synth.template, `${route.method} ${route.path}`).function.Properties!;
      const role = JSON.stringify(fn.Role);
      const logGroup = JSON.stringify(fn.LoggingConfig.LogGroup);
      expect(roleByAccess.get(accessOf(route)) ?? role).toBe(role);
      expect(logGroupByAccess.get(accessOf(route)) ?? logGroup).toBe(logGroup);
      roleByAccess.set(accessOf(route), role);
      logGroupByAccess.set(accessOf(route), logGroup);
    }
    expect(new Set(roleByAccess.values()).size).toBe(roleByAccess.size);
    // Read-only and writing, each with or without the bucket, the form submission's (writes, bucket, mail), and live chat's
    // agent routes that post to sockets (reading and writing).
    expect(roleByAccess.size).toBeLessThanOrEqual(8);
  });

  it('gives every handler Lambda, HTTP and realtime, a log group kept for a month', () => {
    expect(handlerFunctions().length).toBeGreaterThan(httpRouteFunctions().length);
    for (const [, fn] of handlerFunctions()) {
      const logGroupId = fn.Properties!.LoggingConfig.LogGroup.Ref as string;
      expect(synth.template.toJSON().Resources[logGroupId].Properties.RetentionInDays).toBe(30);
    }
  });

  it('logs every API request on a throttled default stage', () => {
    synth.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context\\.requestId') },
      DefaultRouteSettings: { ThrottlingRateLimit: 500, ThrottlingBurstLimit: 1000 },
    });
  });
});

describe('Cognito', () => {
  it('has one group per role, described by the role title', () => {
    const groups = resourcesOfType(synth.template, 'AWS::Cognito::UserPoolGroup').map(([, g]) => g.Properties);
    expect(groups).toHaveLength(11);
    expect(groups.map((g) => g?.GroupName).sort()).toEqual([...ROLE_NAMES].sort());
    for (const group of groups) expect(group?.Description).toBe(ROLES[group?.GroupName as (typeof ROLE_NAMES)[number]].title);
  });

  it('signs in by e-mail, invites only, with a strong password policy and optional TOTP', () => {
    synth.template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AdminCreateUserConfig: Match.objectLike({ AllowAdminCreateUserOnly: true }),
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: 12,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
          TemporaryPasswordValidityDays: 7,
        },
      },
      Schema: Match.arrayWith([
        Match.objectLike({ Name: 'email', Required: true }),
        Match.objectLike({ Name: 'given_name' }),
        Match.objectLike({ Name: 'family_name' }),
      ]),
    });
  });

  it('gives shoppers a pool of their own: self sign-up with an e-mailed code, no groups, a password-and-refresh client', () => {
    const [poolId, pool] = poolOf(synth.template, 'shoppers');
    expect(pool.Properties?.AdminCreateUserConfig?.AllowAdminCreateUserOnly).toBe(false);
    expect(pool.Properties?.AutoVerifiedAttributes).toEqual(['email']);
    expect(pool.Properties?.VerificationMessageTemplate).toMatchObject({ DefaultEmailOption: 'CONFIRM_WITH_CODE' });
    const groups = resourcesOfType(synth.template, 'AWS::Cognito::UserPoolGroup');
    expect(groups.filter(([, g]) => g.Properties?.UserPoolId?.Ref === poolId)).toEqual([]);
    const [, client] = poolClientOf(synth.template, 'shoppers');
    expect(client.Properties?.GenerateSecret).toBe(false);
    expect([...client.Properties!.ExplicitAuthFlows].sort()).toEqual(['ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_PASSWORD_AUTH']);
  });

  it('gives the web app a public SRP client without password auth', () => {
    const [, client] = poolClientOf(synth.template, 'admins');
    expect(client.Properties?.GenerateSecret).toBe(false);
    expect([...client.Properties!.ExplicitAuthFlows].sort()).toEqual(['ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH']);
  });
});

describe('DynamoDB table', () => {
  it('follows the shared table definition', () => {
    const [, table] = onlyResourceOfType(synth.template, 'AWS::DynamoDB::Table');
    expect(table.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
      StreamSpecification: { StreamViewType: 'NEW_IMAGE' },
    });
    expect(table.Properties!.GlobalSecondaryIndexes).toEqual(
      TABLE_INDEXES.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
  });

  it('is kept by a non-production stack too unless deployed with -c retain=false (retention.test.ts), but not deletion-protected', () => {
    const [, table] = onlyResourceOfType(synth.template, 'AWS::DynamoDB::Table');
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.Properties?.DeletionProtectionEnabled).toBeFalsy();
  });
});

describe('CloudFront', () => {
  const distributionConfig = () => onlyResourceOfType(synth.template, 'AWS::CloudFront::Distribution')[1].Properties!.DistributionConfig;

  it('routes /api/* to the HTTP API uncached, forwarding everything but Host', () => {
    const config = distributionConfig();
    const api = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      ViewerProtocolPolicy: 'https-only',
    });
    const origin = config.Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    expect(origin.DomainName).toEqual({
      'Fn::Join': ['', [{ Ref: httpApiId() }, `.execute-api.${TEST_REGION}.`, { Ref: 'AWS::URLSuffix' }]],
    });
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
  });

  it('serves /media/* sandboxed and never sniffed, and expires uploads never completed', () => {
    const resources = synth.template.toJSON().Resources;
    const media = distributionConfig().CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/media/*');
    const policy = resources[media.ResponseHeadersPolicyId.Ref].Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(policy.ContentSecurityPolicy.ContentSecurityPolicy).toBe(MEDIA_CONTENT_SECURITY_POLICY);
    expect(policy.ContentTypeOptions).toEqual({ Override: true });
    expect(resources[mediaBucketId()].Properties.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ Prefix: 'uploads/', ExpirationInDays: 1, Status: 'Enabled' }),
    );
  });

  it('serves /media/* from the media bucket, which takes presigned uploads from the browser', () => {
    const config = distributionConfig();
    const media = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/media/*');
    const origin = config.Origins.find((o: { Id: string }) => o.Id === media.TargetOriginId);
    expect(origin.DomainName).toEqual({ 'Fn::GetAtt': [mediaBucketId(), 'RegionalDomainName'] });
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(media.AllowedMethods).toBeUndefined();
    const bucket = synth.template.toJSON().Resources[mediaBucketId()].Properties;
    expect(bucket.CorsConfiguration.CorsRules).toEqual([
      { AllowedMethods: ['PUT'], AllowedOrigins: ['*'], AllowedHeaders: ['content-type'], ExposedHeaders: ['etag'], MaxAge: 3000 },
    ]);
    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
  });

  it('serves the private bucket through origin access control', () => {
    const config = distributionConfig();
    const files = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === FILE_PATTERN);
    const s3Origin = config.Origins.find((o: { Id: string }) => o.Id === files.TargetOriginId);
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    expect(s3Origin.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
    synth.template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'site-bucket/' }),
    });
  });

  it('sends the security headers of shared/src/http on every response', () => {
    const policyId: string = distributionConfig().DefaultCacheBehavior.ResponseHeadersPolicyId.Ref;
    const policy = synth.template.toJSON().Resources[policyId];
    const headers = policy.Properties.ResponseHeadersPolicyConfig;
    // Tokens become <logical id>, so the policy compares as a plain string with the module's.
    const placeholders = (joined: { 'Fn::Join': [string, (string | { Ref: string })[]] }) =>
      joined['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : `<${part.Ref}>`)).join('');
    expect(placeholders(headers.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy)).toBe(
      contentSecurityPolicy([
        `https://cognito-idp.${TEST_REGION}.amazonaws.com`,
        `https://<${mediaBucketId()}>.s3.${TEST_REGION}.<AWS::URLSuffix>`,
        `wss://<${webSocketApiId()}>.execute-api.${TEST_REGION}.<AWS::URLSuffix>`,
      ]),
    );
    expect(headers.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy['Fn::Join'][1].at(-1)).toContain("form-action 'self'");
    expect({ ...headers.SecurityHeadersConfig, ContentSecurityPolicy: undefined }).toEqual({
      ContentSecurityPolicy: undefined,
      StrictTransportSecurity: { AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS, IncludeSubdomains: true, Override: true },
      FrameOptions: { FrameOption: FRAME_OPTIONS, Override: true },
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { ReferrerPolicy: REFERRER_POLICY, Override: true },
    });
    expect(headers.CustomHeadersConfig.Items).toEqual([{ Header: 'Permissions-Policy', Value: PERMISSIONS_POLICY, Override: true }]);
    expect(PERMISSIONS_POLICY).toContain('camera=(), ');
    // What the local gateway sends: the same values under the same names.
    expect(STRICT_TRANSPORT_SECURITY).toBe(`max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
    expect(CONTENT_TYPE_OPTIONS).toBe('nosniff');
    const config = distributionConfig();
    // /media/* has its own, sandboxed policy (tested above).
    for (const behavior of [
      config.DefaultCacheBehavior,
      ...config.CacheBehaviors.filter((b: { PathPattern: string }) => b.PathPattern !== '/media/*'),
    ]) {
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });

  it('caches the public storefront reads as the API allows, before /api/*, with no token or cookie forwarded', () => {
    const config = distributionConfig();
    const patterns = config.CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern);
    expect(patterns.indexOf('/api/storefront/*')).toBeLessThan(patterns.indexOf('/api/*'));
    const storefront = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/storefront/*');
    expect(storefront.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(storefront.OriginRequestPolicyId).toBeUndefined();
    const api = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    expect(storefront.TargetOriginId).toBe(api.TargetOriginId);
    const policy = synth.template.toJSON().Resources[storefront.CachePolicyId.Ref].Properties.CachePolicyConfig;
    // MinTTL 0 and DefaultTTL 0: the API's s-maxage decides, and an answer without one is not kept.
    expect(policy).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 300 });
    // Only the key reaches the API: the whole query string, no header, no cookie.
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin).toEqual({
      CookiesConfig: { CookieBehavior: 'none' },
      HeadersConfig: { HeaderBehavior: 'none' },
      QueryStringsConfig: { QueryStringBehavior: 'all' },
      EnableAcceptEncodingGzip: true,
      EnableAcceptEncodingBrotli: true,
    });
  });

  it('picks, per route of the table, the cached behaviour for public GET reads and the uncached one for every other route', () => {
    const config = distributionConfig();
    const storefront = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === STOREFRONT_API_PATTERN);
    // CloudFront's path patterns: * any run of characters (slashes too), ? one; the first match wins.
    const matches = (pattern: string, path: string) =>
      new RegExp(
        `^${pattern
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')
          .replace(/\?/g, '.')}$`,
      ).test(path);
    const behaviorFor = (path: string) =>
      config.CacheBehaviors.find((b: { PathPattern: string }) => matches(b.PathPattern, path)) ?? config.DefaultCacheBehavior;
    const samplePath = (path: string) => path.replace('{proxy+}', 'giyim/kadin').replace(/\{\w+\}/g, '42');
    const routes = routeList();
    const publicReads = routes.filter((route) => route.access === 'public' && route.method === 'GET');
    expect(publicReads.length).toBeGreaterThan(0);
    const sessions = storefrontSessionRoutes(routes);
    expect(sessions.map((r) => r.id)).toEqual(expect.arrayContaining(['getCart', 'addCartLine', 'checkout', 'checkoutOptions']));
    const writes = storefrontWriteRoutes(routes).filter((r) => !sessions.includes(r));
    expect(writes.map((r) => r.id)).toEqual(expect.arrayContaining(['subscribeNewsletter', 'createPopupCoupon']));
    for (const route of routes) {
      const behavior = behaviorFor(samplePath(route.path));
      if (sessions.includes(route)) {
        // The cart and checkout: never cached; the cart cookie and the Idempotency-Key reach the API too.
        expect(behavior, route.id).toMatchObject({ CachePolicyId: CACHING_DISABLED, PathPattern: route.path.replace(/\{[^}]+\}/g, '*') });
        expect(behavior.AllowedMethods, route.id).toContain(route.method);
        const policy = synth.template.toJSON().Resources[behavior.OriginRequestPolicyId.Ref].Properties.OriginRequestPolicyConfig;
        expect(policy).toMatchObject({
          CookiesConfig: { CookieBehavior: 'whitelist', Cookies: ['cart'] },
          QueryStringsConfig: { QueryStringBehavior: 'none' },
          HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['content-type', 'cloudfront-viewer-address', 'idempotency-key'] },
        });
      } else if (writes.includes(route)) {
        // A shopper's write: never cached, only the content type, the query (tracking's input) and CloudFront's viewer address reach the API.
        expect(behavior, route.id).toMatchObject({ CachePolicyId: CACHING_DISABLED, PathPattern: route.path.replace(/\{[^}]+\}/g, '*') });
        expect(behavior.AllowedMethods, route.id).toContain(route.method);
        const policy = synth.template.toJSON().Resources[behavior.OriginRequestPolicyId.Ref].Properties.OriginRequestPolicyConfig;
        expect(policy).toMatchObject({
          CookiesConfig: { CookieBehavior: 'none' },
          QueryStringsConfig: { QueryStringBehavior: 'all' },
          HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['content-type', 'cloudfront-viewer-address'] },
        });
      } else if (publicReads.includes(route)) {
        expect(behavior, route.id).toMatchObject({ CachePolicyId: storefront.CachePolicyId, AllowedMethods: ['GET', 'HEAD'] });
        expect(behavior.OriginRequestPolicyId, route.id).toBeUndefined();
      } else {
        expect(behavior, route.id).toMatchObject({ CachePolicyId: CACHING_DISABLED, OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER });
        expect(behavior.AllowedMethods, route.id).toContain(route.method);
      }
    }
  });

  it('refuses to synthesize a signed-in route under the storefront pattern; public writes get their own behaviour', () => {
    const route = { method: 'GET', path: '/api/storefront/orders', handler: 'x/y', access: 'public', writes: false } as const;
    expect(() => assertStorefrontRoutesCacheable([...routeList(), route])).not.toThrow();
    for (const misplaced of [
      { ...route, access: 'signed-in' as const },
      { ...route, access: { anyOf: ['orders:view'] } as const },
      // A shopper's route outside /api/storefront/account would fall under the cached pattern.
      { ...route, access: 'shopper' as const },
    ]) {
      expect(() => assertStorefrontRoutesCacheable([...routeList(), misplaced])).toThrow(`not ${misplaced.method} /api/storefront/orders`);
    }
    for (const write of [
      { ...route, writes: true },
      { ...route, method: 'POST' as const },
    ]) {
      expect(() => assertStorefrontRoutesCacheable([...routeList(), write])).not.toThrow();
      expect(storefrontWriteRoutes([...routeList(), write])).toContainEqual(write);
    }
    // A read on the same path as a write would fall under the write's uncached behaviour.
    expect(() => assertStorefrontRoutesCacheable([...routeList(), route, { ...route, method: 'POST' as const }])).toThrow('would not be cached');
  });

  it('sends the API a secret origin header resolved from Secrets Manager at deploy time, which every HTTP Lambda checks', () => {
    const [secretId, secret] = onlyResourceOfType(synth.template, 'AWS::SecretsManager::Secret');
    expect(secret.Properties?.GenerateSecretString).toMatchObject({ PasswordLength: 48, ExcludePunctuation: true });
    // Only a reference is in the template: CloudFormation reads the value while it deploys.
    const reference = { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']] };
    const config = distributionConfig();
    const apiBehaviors = config.CacheBehaviors.filter((b: { PathPattern: string }) => b.PathPattern.startsWith('/api/'));
    const apiOriginIds = new Set(apiBehaviors.map((b: { TargetOriginId: string }) => b.TargetOriginId));
    // /api/*, the cached storefront reads, Hesabım's routes and one behaviour per path of the public
    // storefront writes and the cart's session routes (methods on one path share it), all to the one API origin.
    const ownPatterns = new Set(
      [...storefrontWriteRoutes(routeList()), ...storefrontSessionRoutes(routeList())].map((r) => behaviourPattern(r.path)),
    );
    expect([apiBehaviors.length, apiOriginIds.size]).toEqual([3 + ownPatterns.size, 1]);
    for (const origin of config.Origins) {
      if (apiOriginIds.has(origin.Id)) expect(origin.OriginCustomHeaders).toEqual([{ HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: reference }]);
      else expect(origin.OriginCustomHeaders).toBeUndefined();
    }
    expect(httpRouteFunctions()).toHaveLength(routeList().length);
    for (const [, fn] of httpRouteFunctions()) expect(fn.Properties!.Environment.Variables[ORIGIN_VERIFY_SECRET_ENV]).toEqual(reference);
    // Browsers reach the WebSocket API directly, not through CloudFront.
    const httpIds = new Set(httpRouteFunctions().map(([id]) => id));
    const others = handlerFunctions().filter(([id]) => !httpIds.has(id));
    expect(others.length).toBeGreaterThan(0);
    for (const [, fn] of others) expect(fn.Properties!.Environment.Variables[ORIGIN_VERIFY_SECRET_ENV]).toBeUndefined();
  });

  it('sends storefront pages to the renderer, admin routes to the admin page and files to the bucket, without error-page mapping', () => {
    const config = distributionConfig();
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultRootObject).toBeUndefined();
    const functions = new Map(resourcesOfType(synth.template, 'AWS::CloudFront::Function'));
    const associated = (behavior: { FunctionAssociations?: { FunctionARN: { 'Fn::GetAtt': [string] } }[] }) =>
      behavior.FunctionAssociations?.map((a) => a.FunctionARN['Fn::GetAtt'][0]) ?? [];
    // The deployed function code itself, run as CloudFront would.
    const run = (id: string | undefined) =>
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test runs the deployed CloudFront function's own source
      new Function(`${functions.get(id ?? '')!.Properties!.FunctionCode}; return handler;`)() as (event: {
        request: { uri: string; querystring: Record<string, { value: string }> };
      }) => { uri: string; querystring: Record<string, { value: string }> };

    // Every page of the storefront: the renderer, the page's path in `path`, its own query kept.
    const [renderId, ...noOther] = associated(config.DefaultCacheBehavior);
    expect(noOther).toEqual([]);
    const render = run(renderId);
    const rendered = render({ request: { uri: '/search', querystring: { q: { value: 'elbise' } } } });
    expect(rendered).toEqual({ uri: STOREFRONT_RENDER_PATH, querystring: { q: { value: 'elbise' }, path: { value: '%2Fsearch' } } });
    expect(render({ request: { uri: '/category/ev-ya%C5%9Fam', querystring: {} } }).querystring.path?.value).toBe('%2Fcategory%2Fev-ya%25C5%259Fam');
    const origin = config.Origins.find((o: { Id: string }) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(origin.OriginCustomHeaders).toEqual([expect.objectContaining({ HeaderName: ORIGIN_VERIFY_HEADER })]);

    // The admin app's client routes: its page from the bucket.
    const behaviours = config.CacheBehaviors as { PathPattern: string; FunctionAssociations?: { FunctionARN: { 'Fn::GetAtt': [string] } }[] }[];
    const admin = behaviours.filter((b) => adminAppPatterns().includes(b.PathPattern));
    expect(admin.map((b) => b.PathPattern).sort()).toEqual(['/admin', '/admin/*', '/login', '/login/*']);
    const spa = run(associated(admin[0]!)[0]);
    for (const uri of ['/admin', '/admin/order/list', '/login']) expect(spa({ request: { uri, querystring: {} } }).uri).toBe(`/${entryPageOf(uri)}`);
    for (const behavior of behaviours.filter((b) => !adminAppPatterns().includes(b.PathPattern)))
      expect(behavior.FunctionAssociations).toBeUndefined();
    // /administrator is a storefront address (its not-found page), not the admin app's.
    expect(behaviours.some((b) => b.PathPattern === '/admin*')).toBe(false);
    // Files: the last pattern, after the API's (whose paths have no dot anyway).
    expect(behaviours.at(-1)?.PathPattern).toBe(FILE_PATTERN);
  });

  it('caches storefront pages as the renderer allows: every query in the key, no cookie or header', () => {
    const config = distributionConfig();
    const policyId = config.DefaultCacheBehavior.CachePolicyId.Ref as string;
    const policy = synth.template.toJSON().Resources[policyId].Properties.CachePolicyConfig;
    expect(policy).toMatchObject({ MinTTL: 0, DefaultTTL: 0 });
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      QueryStringsConfig: { QueryStringBehavior: 'all' },
      CookiesConfig: { CookieBehavior: 'none' },
      HeadersConfig: { HeaderBehavior: 'none' },
    });
    expect(config.DefaultCacheBehavior.AllowedMethods).toEqual(['GET', 'HEAD']);
  });

  it('writes access logs', () => {
    expect(distributionConfig().Logging).toMatchObject({ Prefix: 'cloudfront/' });
  });
});

describe('deployment of the web app', () => {
  it('writes /config.json with the pool, the client and same-origin API calls', () => {
    const deployments = resourcesOfType(synth.template, 'Custom::CDKBucketDeployment').map(([, d]) => d.Properties!);
    const shell = deployments.find((d) => d.SourceMarkers?.some((m: object) => Object.keys(m).length > 0));
    expect(shell).toBeDefined();
    const markers: Record<string, unknown> = Object.assign({}, ...shell!.SourceMarkers);
    const configDir = readdirSync(synth.outdir).find((entry) => {
      try {
        return readdirSync(join(synth.outdir, entry)).includes('config.json');
      } catch {
        return false;
      }
    });
    expect(configDir).toBeDefined();
    const raw = JSON.parse(readFileSync(join(synth.outdir, configDir!, 'config.json'), 'utf8')) as Record<string, string>;
    const config = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, withMarkersResolved(value, markers)]));

    const [poolId] = poolOf(synth.template, 'admins');
    const [clientId] = poolClientOf(synth.template, 'admins');
    const [shopperPoolId] = poolOf(synth.template, 'shoppers');
    const [shopperClientId] = poolClientOf(synth.template, 'shoppers');
    expect(config).toEqual({
      region: TEST_REGION,
      apiUrl: '',
      webSocketUrl: {
        'Fn::Join': ['', ['wss://', { Ref: webSocketApiId() }, `.execute-api.${TEST_REGION}.`, { Ref: 'AWS::URLSuffix' }, '/live']],
      },
      userPoolId: { Ref: poolId },
      userPoolClientId: { Ref: clientId },
      authFlowType: 'USER_SRP_AUTH',
      shopperPoolId: { Ref: shopperPoolId },
      shopperPoolClientId: { Ref: shopperClientId },
    });
    // The very URL the stack puts out.
    expect(config.webSocketUrl).toEqual(synth.template.toJSON().Outputs.WebSocketUrl.Value);
    // What the browser will accept once the ids are filled in at deploy time.
    const deployed = {
      ...config,
      webSocketUrl: `wss://a1b2c3d4e5.execute-api.${TEST_REGION}.amazonaws.com/live`,
      userPoolId: 'eu-central-1_AbC123',
      userPoolClientId: '4f0example0client0id',
      shopperPoolId: 'eu-central-1_Shop123',
      shopperPoolClientId: '5f0example0client0id',
    };
    expect(runtimeConfigSchema.parse(deployed)).toEqual(deployed);
  });

  it('caches hashed bundles for a year and revalidates the shell and config.json', () => {
    synth.template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Include: ['assets/*'],
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    synth.template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
    });
  });
});

describe('outputs', () => {
  it('names the app URL, pool, client, table and both API URLs', () => {
    expect(Object.keys(synth.template.toJSON().Outputs).sort()).toEqual(
      ['CloudFrontUrl', 'HttpApiUrl', 'ShopperPoolId', 'TableName', 'UserPoolClientId', 'UserPoolId', 'WebSocketUrl'].sort(),
    );
  });
});

describe('cdk-nag', () => {
  it('has no unacknowledged AwsSolutions finding', () => {
    expect(synth.nag.violations.map((v) => `${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`)).toEqual([]);
    expect(synth.nag.success).toBe(true);
  });
});
