import { Duration, Stack, Validations } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  Function as CloudFrontFunction,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  OriginSslPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import {
  ADMIN_APP_PREFIXES,
  contentSecurityPolicy,
  FRAME_OPTIONS,
  HSTS_MAX_AGE_SECONDS,
  MEDIA_CONTENT_SECURITY_POLICY,
  ORIGIN_VERIFY_HEADER,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  RENDER_PATH_PARAM,
  STOREFRONT_RENDER_PATH,
  SHOPPER_API_PREFIX,
  VIEWER_ADDRESS_HEADER,
  CART_COOKIE,
  IDEMPOTENCY_KEY_HEADER,
  SHOPPER_SESSION_PATHS,
  type ApiRoute,
  type RuntimeConfig,
} from '@shop/shared';
import { acknowledgeGeneratedWildcards } from './nag';
import type { Stage } from './stage';
import type { Storage } from './storage';

/** What CloudFront's behaviours depend on of a route-table entry (which may carry more). */
type CachedRoute = Pick<ApiRoute, 'method' | 'path' | 'access' | 'writes'>;

export interface HostingProps {
  readonly stage: Stage;
  readonly storage: Storage;
  /** The built web app (web/dist); a prop so tests can point at a stand-in directory. */
  readonly webAssetPath: string;
  /** Host name of the HTTP API that `/api/*` is routed to. */
  readonly apiDomainName: string;
  /** Sent to the HTTP API in ORIGIN_VERIFY_HEADER: a dynamic reference, resolved at deploy. */
  readonly apiOriginSecret: string;
  /** Host of the WebSocket API: the only wss: origin the app may connect to. */
  readonly webSocketDomainName: string;
  /** Written to /config.json at deploy time; the browser reads it on start-up. */
  readonly runtimeConfig: RuntimeConfig;
  /** Public routes under the storefront prefix that are not cacheable reads: each gets its own uncached behaviour. */
  readonly storefrontWrites?: readonly CachedRoute[];
  /** The store API's cart and checkout routes: uncached, with the cart cookie (storefrontSessionRoutes). */
  readonly storefrontSessions?: readonly CachedRoute[];
}

/**
 * Client routes have no file behind them. The admin app (/admin..., /login) and the storefront
 * (/, /category/..., any other page) are two entries: the shopper's page never loads the admin's
 * bundle. A path whose last segment has no extension is a client route; category slugs are
 * [a-z0-9-] only, so a dot reliably marks a file (/assets/index-3f2a.js, /config.json).
 *
 * This runs on the admin app's behaviours only (adminAppPatterns): storefront pages go to the
 * renderer since issue 32, whose shell fallback is the same storefront.html. The rule stays whole,
 * the one the local gateway and the dev server share (entryPageOf). The alternative,
 * distribution-wide errorResponses mapping 403/404 to an HTML page, would also turn the API's
 * JSON 403/404 answers into HTML with status 200.
 */
const SPA_REWRITE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) return request;
  var prefixes = ${JSON.stringify(ADMIN_APP_PREFIXES)};
  var admin = prefixes.some(function (p) { return uri === p || uri.indexOf(p + '/') === 0; });
  request.uri = admin ? '/index.html' : '/storefront.html';
  return request;
}`;

/**
 * Issue 32: storefront pages come from the renderer (GET /api/storefront/render), the page's path
 * in its `path` parameter (already percent-encoded, so encoded once more as a value), its own
 * query kept. Runs on the default behaviour, which only storefront pages reach: files (a dot in
 * the path) and the admin app have behaviours of their own.
 */
const STOREFRONT_RENDER_REWRITE = `function handler(event) {
  var request = event.request;
  request.querystring[${JSON.stringify(RENDER_PATH_PARAM)}] = { value: encodeURIComponent(request.uri) };
  request.uri = ${JSON.stringify(STOREFRONT_RENDER_PATH)};
  return request;
}`;

/** Paths of the admin app's page (ADMIN_APP_PREFIXES as CloudFront path patterns): each prefix and everything below it. */
export const adminAppPatterns = (): string[] => ADMIN_APP_PREFIXES.flatMap((prefix) => [prefix, `${prefix}/*`]);

/** A file: its path has a dot (client routes' segments never do). Last of the behaviours, after the API's. */
export const FILE_PATTERN = '/*.*';

/** Answers under this pattern are cached and shared between all viewers. */
export const STOREFRONT_API_PATTERN = '/api/storefront/*';

const STOREFRONT_PREFIX = STOREFRONT_API_PATTERN.slice(0, -1);

/** Public routes under the storefront prefix that write or are not GET (a shopper's sign-up, a coupon). */
export const storefrontWriteRoutes = <R extends CachedRoute>(routes: readonly R[]): R[] =>
  routes.filter((r) => r.path.startsWith(STOREFRONT_PREFIX) && r.access === 'public' && (r.method !== 'GET' || r.writes));

/**
 * Hesabım's routes (access 'shopper') all start here: one uncached behaviour, listed before the
 * cached storefront pattern, forwards their token to the API (shared/src/api/account-routes.ts).
 */
export const SHOPPER_API_BEHAVIOUR = `${SHOPPER_API_PREFIX}*`;
const isShopperPath = (path: string): boolean => path === SHOPPER_API_PREFIX || path.startsWith(`${SHOPPER_API_PREFIX}/`);
/** The store API's cart and checkout routes: they read the shopper's cart cookie, so never cached, and the cookie goes through. */
export const storefrontSessionRoutes = <R extends CachedRoute>(routes: readonly R[]): R[] =>
  routes.filter((r) => SHOPPER_SESSION_PATHS.some((p) => r.path === p || r.path.startsWith(`${p}/`)));

/** A route path as a CloudFront path pattern: each `{param}` one run of characters. */
export const behaviourPattern = (path: string): string => path.replace(/\{[^}]+\}/g, '*');

/**
 * The cached behaviour lets only GET and HEAD through and forwards no Authorization header, so a
 * signed-in route under its pattern could not work, or worse, would share one admin's answer with
 * everyone: the synth stops instead. Public writing routes get their own uncached behaviour
 * (storefrontWriteRoutes), which must not also match a cached read.
 */
export const assertStorefrontRoutesCacheable = (routes: readonly CachedRoute[]): void => {
  const misplaced = routes.filter(
    (r) => r.path.startsWith(STOREFRONT_PREFIX) && r.access !== 'public' && !(r.access === 'shopper' && isShopperPath(r.path)),
  );
  if (misplaced.length > 0) {
    const list = misplaced.map((r) => `${r.method} ${r.path}`).join(', ');
    throw new Error(`Under ${STOREFRONT_API_PATTERN} CloudFront caches answers for everyone: only public GET reads belong there, not ${list}`);
  }
  const writePaths = new Set(storefrontWriteRoutes(routes).map((r) => r.path));
  const shadowed = routes.filter((r) => r.path.startsWith(STOREFRONT_PREFIX) && r.method === 'GET' && !r.writes && writePaths.has(r.path));
  if (shadowed.length > 0) {
    throw new Error(`A public read shares its path with a public write, so it would not be cached: ${shadowed.map((r) => r.path).join(', ')}`);
  }
};

/** The CDK enum member for a header value of shared/src/http. */
const enumMember = <E extends string>(members: Record<string, E>, value: string): E => {
  const member = Object.values(members).find((m) => m === value);
  if (!member) throw new Error(`No CloudFront setting for the header value ${value}`);
  return member;
};

/** The web app on a private bucket behind CloudFront, which also routes `/api/*` to the HTTP API. */
export class Hosting extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: HostingProps) {
    super(scope, id);
    const { stage } = props;
    const stack = Stack.of(this);

    const { accessLogs, site, media } = props.storage;

    // Header values come from shared/src/http, which the local gateway sends too.
    const permissionsPolicy = {
      customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
    };
    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'CSP, HSTS, framing, sniffing, referrer and permissions rules for the shop',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          // Amplify talks to Cognito directly, media uploads go straight to the bucket (the
          // virtual-hosted, regional host the AWS SDK v3 presigns for) and the realtime
          // connection to the WebSocket API's own host, not through CloudFront.
          contentSecurityPolicy: contentSecurityPolicy([
            `https://cognito-idp.${stack.region}.amazonaws.com`,
            `https://${media.bucketName}.s3.${stack.region}.${stack.urlSuffix}`,
            `wss://${props.webSocketDomainName}`,
          ]),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          override: true,
        },
        frameOptions: { frameOption: enumMember(HeadersFrameOption, FRAME_OPTIONS), override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: enumMember(HeadersReferrerPolicy, REFERRER_POLICY), override: true },
      },
      customHeadersBehavior: permissionsPolicy,
    });

    // Uploaded files are shown by the app, never opened as pages of its origin: sandboxed (no
    // script, no same-origin access), never sniffed into another type. Only checked images and
    // videos reach media/ (functions' complete-upload), each with the type it was checked as.
    const mediaHeaders = new ResponseHeadersPolicy(this, 'MediaHeaders', {
      comment: 'Sandboxed, never sniffed media files',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: MEDIA_CONTENT_SECURITY_POLICY, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: enumMember(HeadersReferrerPolicy, REFERRER_POLICY), override: true },
      },
      customHeadersBehavior: permissionsPolicy,
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SPA_REWRITE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serves /index.html (admin) or /storefront.html for client-side routes',
    });
    const renderRewrite = new CloudFrontFunction(this, 'StorefrontRenderRewrite', {
      code: FunctionCode.fromInline(STOREFRONT_RENDER_REWRITE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Sends storefront pages to the page renderer',
    });

    // The public storefront reads are the same for every shopper: CloudFront keeps them as long as
    // the API's Cache-Control s-maxage says (an answer without one is not kept), and never forwards
    // a token or cookie to them. Only what is in the key reaches the API, so nothing that could
    // change an answer is left out of it: the query string belongs to the key as a whole (the
    // storefront's own calls carry none, so shoppers still share one entry per path).
    const storefrontApiCache = new CachePolicy(this, 'StorefrontApiCache', {
      comment: 'Public storefront reads, cached as the API answer allows',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.minutes(5),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // A shopper's write needs its body type and who sent it (CloudFront's own viewer-address
    // header, which a viewer cannot forge) and its query string: no token, no cookie.
    const storefrontWritePolicy = new OriginRequestPolicy(this, 'StorefrontWrites', {
      comment: 'Public storefront writes: content type and the viewer address for per-client limits',
      headerBehavior: OriginRequestHeaderBehavior.allowList('content-type', VIEWER_ADDRESS_HEADER),
      cookieBehavior: OriginRequestCookieBehavior.none(),
      // Guest order tracking is a GET whose query (order number, e-mail) is its whole input.
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
    });
    // The cart and checkout (issue 28): as a write, plus the cart cookie and the Idempotency-Key.
    const storefrontSessionPolicy = new OriginRequestPolicy(this, 'StorefrontSession', {
      comment: 'Store API cart and checkout: the cart cookie, the idempotency key and the viewer address',
      headerBehavior: OriginRequestHeaderBehavior.allowList('content-type', VIEWER_ADDRESS_HEADER, IDEMPOTENCY_KEY_HEADER),
      cookieBehavior: OriginRequestCookieBehavior.allowList(CART_COOKIE),
      queryStringBehavior: OriginRequestQueryStringBehavior.none(),
    });
    // Issue 32: rendered storefront pages, kept as long as the renderer's s-maxage says (30 s) and
    // served stale while rendered again (stale-while-revalidate) or while rendering fails outright
    // (stale-if-error). The page's query is part of the key (a search, a variant); no cookie or
    // header is, so every shopper shares one page per address.
    const storefrontPageCache = new CachePolicy(this, 'StorefrontPageCache', {
      comment: 'Storefront pages, cached as the renderer allows',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(site);
    const siteFiles = {
      origin: siteOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: securityHeaders,
    };
    // CloudFront overwrites a viewer's header of the same name, so only CloudFront can send it.
    const apiOrigin = new HttpOrigin(props.apiDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.apiOriginSecret },
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Shop back office (${stage.name})`,
      httpVersion: HttpVersion.HTTP2_AND_3,
      // No default root object: `/` is the storefront's home page, rendered like every other page.
      defaultBehavior: {
        origin: apiOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: storefrontPageCache,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: renderRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // The admin app's page for its client routes.
        ...Object.fromEntries(
          adminAppPatterns().map((pattern) => [
            pattern,
            { ...siteFiles, functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }] },
          ]),
        ),
        // Media keys hold a unique id, so a path never changes content: cached like assets.
        '/media/*': {
          origin: S3BucketOrigin.withOriginAccessControl(media),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: mediaHeaders,
        },
        // The cart and checkout: never cached; the cart cookie and the Idempotency-Key reach the handler.
        ...Object.fromEntries(
          (props.storefrontSessions ?? []).map((route) => [
            behaviourPattern(route.path),
            {
              origin: apiOrigin,
              viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
              allowedMethods: AllowedMethods.ALLOW_ALL,
              cachePolicy: CachePolicy.CACHING_DISABLED,
              originRequestPolicy: storefrontSessionPolicy,
              responseHeadersPolicy: securityHeaders,
            },
          ]),
        ),
        // The shoppers' writes (newsletter, popup coupon): never cached, and the viewer's address
        // reaches the handler for its per-client limit. Listed before the cached pattern.
        ...Object.fromEntries(
          (props.storefrontWrites ?? []).map((route) => [
            behaviourPattern(route.path),
            {
              origin: apiOrigin,
              viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
              allowedMethods: AllowedMethods.ALLOW_ALL,
              cachePolicy: CachePolicy.CACHING_DISABLED,
              originRequestPolicy: storefrontWritePolicy,
              responseHeadersPolicy: securityHeaders,
            },
          ]),
        ),
        // Hesabım: the shopper's token reaches the API (the shoppers' authorizer); never cached.
        [SHOPPER_API_BEHAVIOUR]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
        // Listed before /api/*: CloudFront takes the first pattern that matches.
        [STOREFRONT_API_PATTERN]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: storefrontApiCache,
          responseHeadersPolicy: securityHeaders,
        },
        // Same origin as the app: no CORS, and the browser never learns the API's own host.
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Forwards Authorization, query strings and cookies; the Host header must be the API's own.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
        // The built app's files as they are (hashed bundles, /config.json, the shells); after the API's patterns.
        [FILE_PATTERN]: siteFiles,
      },
      enableLogging: true,
      logBucket: accessLogs,
      logFilePrefix: 'cloudfront/',
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Shoppers and admins may be anywhere; no country is to be blocked.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No WAF web ACL yet (a fixed monthly cost, and it must live in us-east-1): every admin route needs a Cognito JWT and the API stage is throttled. Revisit when the storefront goes live.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The distribution uses the default *.cloudfront.net certificate, for which CloudFront does not allow choosing the minimum TLS version; a custom domain with an ACM certificate and TLSv1.2_2021 lifts this.',
      },
    );

    const deploymentLogs = new LogGroup(this, 'DeploymentLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: stage.removalPolicy,
    });
    // Our own role for CDK's deployment handler, so it gets no AWS managed policy.
    const deploymentRole = new Role(this, 'DeploymentRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    });
    deploymentLogs.grantWrite(deploymentRole);
    const deploymentDefaults = {
      destinationBucket: site,
      role: deploymentRole,
      logGroup: deploymentLogs,
      memoryLimit: 512,
      // The list of uploaded keys would travel back in the custom resource's response, which
      // CloudFormation caps at 4 KB: a web build with many chunks would fail the deploy.
      outputObjectKeys: false,
    };
    // Hashed bundles never change under one name: cached for a year. They are not pruned, so an
    // admin whose open tab still runs the previous build can lazy-load its chunks after a deploy.
    new BucketDeployment(this, 'DeployAssets', {
      ...deploymentDefaults,
      sources: [Source.asset(props.webAssetPath)],
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
    });
    // The shell, un-hashed public files and /config.json change with each deploy. With no-cache
    // CloudFront holds them for its 1-second minimum TTL only, so no invalidation is needed.
    new BucketDeployment(this, 'DeployShell', {
      ...deploymentDefaults,
      sources: [Source.asset(props.webAssetPath), Source.jsonData('config.json', props.runtimeConfig)],
      exclude: ['assets/*'],
      cacheControl: [CacheControl.noCache()],
    });
    acknowledgeGeneratedWildcards(
      deploymentRole,
      "CDK's BucketDeployment handler syncs whole prefixes, so aws-cdk-lib grants it object wildcards (s3:GetObject*, s3:List*, s3:DeleteObject*, s3:Abort*, <bucket>/*) on the CDK asset bucket and the site bucket only.",
    );
    // The handler function is a singleton that aws-cdk-lib places at the stack's root.
    for (const child of stack.node.children) {
      if (child.node.id.startsWith('Custom::CDKBucketDeployment')) {
        Validations.of(child).acknowledge({
          id: 'AwsSolutions-L1',
          reason: "The runtime of CDK's BucketDeployment handler (Python, with the AWS CLI layer) is chosen by aws-cdk-lib, not by this app.",
        });
      }
    }
  }
}
