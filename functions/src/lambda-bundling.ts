/**
 * Modules left out of every Lambda bundle, for the runtime's own AWS SDK to provide. The rest
 * of the SDK is bundled: a minified, tree-shaken copy imports in ~40 ms where loading the
 * runtime's copy from node_modules takes ~150 ms (DESIGN §9: cold import < 150 ms), and the
 * Lambdas run the very SDK version the tests ran. S3 is the exception: bundled, it alone would
 * take a media handler past the 500 KB bundle budget. So is SESv2 (~97 KB bundled, measured
 * 2026-11-27): functions/src/email/send-mail.ts imports it only at the first send, so a
 * handler's cold start does not load it.
 *
 * The STS, SSO-OIDC and sign-in clients are only ever loaded by a dynamic import() in the
 * credential chain, after the environment's credentials (which Lambda always sets) were not
 * found: left out, they cost nothing at import and take ~60 KB off every bundle, which pays
 * for Powertools' logger and metrics (~34 KB). The SSO client is imported statically and stays in.
 */
export const LAMBDA_BUNDLE_EXTERNALS = [
  '@aws-sdk/client-s3',
  '@aws-sdk/s3-request-presigner',
  '@aws-sdk/client-sesv2',
  '@aws-sdk/nested-clients/sts',
  '@aws-sdk/nested-clients/sso-oidc',
  '@aws-sdk/nested-clients/signin',
];

/**
 * Native modules (issue 32): never bundled (their binary is per platform), installed beside the
 * bundle of a Lambda that uses them (infra/src/route-function.ts) for Lambda's linux-arm64.
 */
export const LAMBDA_NATIVE_MODULES = ['sharp'] as const;
