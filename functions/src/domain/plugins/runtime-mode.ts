/**
 * Whether this code runs in the local runtime (npm start, the tests) rather than AWS Lambda, told
 * apart as clock.ts does: the Lambda runtime sets AWS_EXECUTION_ENV to AWS_Lambda_<runtime>.
 */
export const isLocalRuntime = (): boolean => process.env.AWS_EXECUTION_ENV?.startsWith('AWS_Lambda_') !== true;
