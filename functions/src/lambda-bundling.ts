/**
 * Modules left out of every Lambda bundle, for the runtime's own AWS SDK to provide. The rest
 * of the SDK is bundled: a minified, tree-shaken copy imports in ~40 ms where loading the
 * runtime's copy from node_modules takes ~150 ms (DESIGN §9: cold import < 150 ms), and the
 * Lambdas run the very SDK version the tests ran. S3 is the exception: bundled, it alone would
 * take a media handler past the 500 KB bundle budget.
 */
export const LAMBDA_BUNDLE_EXTERNALS = ['@aws-sdk/client-s3', '@aws-sdk/s3-request-presigner'];
