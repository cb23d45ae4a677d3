import { Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, type Role } from 'aws-cdk-lib/aws-iam';

/** `cdk deploy -c mailFrom=siparis@alanadiniz.com`: the address customers get order e-mails from. */
export const MAIL_FROM_CONTEXT = 'mailFrom';

/**
 * Until a stage is given its own address. example.com can never be verified in SES, so a stage
 * deployed without `-c mailFrom` sends nothing: each send fails, and the order's timeline shows it
 * (sendMail never fails the order action). See the README, "E-posta".
 */
export const DEFAULT_MAIL_FROM = 'siparis@example.com';

/** An address SES takes as FromEmailAddress (no display name: the IAM condition compares the bare address). */
const EMAIL_ADDRESS = /^[^\s@<>"]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** The sender this stage sends as: `-c mailFrom=<address>`, or DEFAULT_MAIL_FROM. */
export const mailFromContext = (node: { tryGetContext(key: string): unknown }): string => {
  const value: unknown = node.tryGetContext(MAIL_FROM_CONTEXT) ?? DEFAULT_MAIL_FROM;
  if (typeof value !== 'string' || !EMAIL_ADDRESS.test(value)) {
    throw new Error(`Invalid ${MAIL_FROM_CONTEXT} ${JSON.stringify(value)}: use -c ${MAIL_FROM_CONTEXT}=siparis@alanadiniz.com`);
  }
  return value;
};

/**
 * Lets `role` send e-mail through SES (SESv2 SendEmail) as `fromAddress` and as nothing else.
 * The resource is every identity of the account and region: SES checks the sender's identity
 * (the address or its domain, whichever was verified) and, while the account is in the SES
 * sandbox, each recipient's too, so no narrower ARN works in both cases. The condition on
 * ses:FromAddress is what keeps the grant to the shop's own sender.
 */
export const grantSendMail = (role: Role, fromAddress: string): void => {
  const stack = Stack.of(role);
  const identities = stack.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });
  role.addToPolicy(
    new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [identities],
      conditions: { StringEquals: { 'ses:FromAddress': fromAddress } },
    }),
  );
  Validations.of(role).acknowledge({
    id: `AwsSolutions-IAM5[Resource::${asNagWritesIt(stack.resolve(identities))}]`,
    reason: `SES checks the sender's identity and, in the sandbox, every recipient's: ses:SendEmail on identity/* with the condition ses:FromAddress = ${fromAddress}, so the role sends as the shop's address only.`,
  });
};

/**
 * An ARN as cdk-nag names it in a finding: a plain string when the stack's account and region are
 * known, else its Fn::Join with each pseudo parameter written `<AWS::Region>`.
 */
const asNagWritesIt = (arn: unknown): string => {
  if (typeof arn === 'string') return arn;
  const [, parts] = (arn as { 'Fn::Join': [string, unknown[]] })['Fn::Join'];
  return parts.map((part) => (typeof part === 'string' ? part : `<${(part as { Ref: string }).Ref}>`)).join('');
};
