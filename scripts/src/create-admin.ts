/**
 * Invites an admin to the deployed user pool and puts them in SUPER_ADMIN:
 *
 *   npx tsx scripts/src/create-admin.ts --email ayse@example.com [--pool-id ID] [--region R] [--stage S]
 *
 * Cognito e-mails the invitation with a temporary password, which must be changed at first
 * sign-in. Without --pool-id the pool is read from the UserPoolId output of the stack
 * ShopBackoffice-<stage> (stage `dev` unless given). Running it again for the same address
 * keeps the user and only makes sure of the group. AWS_ENDPOINT_URL and the per-service
 * AWS_ENDPOINT_URL_* variables point it at LocalStack or another stand-in.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  CloudFormationServiceException,
  DescribeStacksCommand,
  CloudFormationClient,
  type DescribeStacksCommandOutput,
} from '@aws-sdk/client-cloudformation';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  CognitoIdentityProviderClient,
  ResourceNotFoundException,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import * as z from 'zod';
import type { RoleName } from '@shop/shared';

const ADMIN_GROUP: RoleName = 'SUPER_ADMIN';

const USAGE = 'Kullanım: npx tsx scripts/src/create-admin.ts --email E-POSTA [--pool-id HAVUZ] [--region BÖLGE] [--stage AŞAMA]';

/** An error whose message is meant for the operator as is. */
export class OperatorError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'OperatorError';
  }
}

const optionsSchema = z.object({
  email: z
    .string({ error: '--email gerekli.' })
    .trim()
    .pipe(z.email({ error: (issue) => `Geçersiz e-posta adresi: "${String(issue.input)}".` })),
  poolId: z
    .string()
    .regex(/^[\w-]+_[0-9A-Za-z]+$/, { error: (issue) => `Geçersiz kullanıcı havuzu kimliği: "${String(issue.input)}".` })
    .optional(),
  region: z.string().min(1, { error: '--region boş olamaz.' }).optional(),
  // The same rule as infra/src/stage.ts, which names the stack from the stage.
  stage: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,19}$/, { error: (issue) => `Geçersiz aşama adı: "${String(issue.input)}".` })
    .default('dev'),
});
export type CreateAdminOptions = z.infer<typeof optionsSchema>;

export const parseOptions = (argv: readonly string[]): CreateAdminOptions => {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        email: { type: 'string' },
        'pool-id': { type: 'string' },
        region: { type: 'string' },
        stage: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new OperatorError(`Geçersiz argüman: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`, 2);
  }
  const parsed = optionsSchema.safeParse({
    email: values.email,
    poolId: values['pool-id'],
    region: values.region,
    stage: values.stage,
  });
  if (!parsed.success) throw new OperatorError(`${parsed.error.issues.map((i) => i.message).join('\n')}\n${USAGE}`, 2);
  return parsed.data;
};

/** Must match `stackNameFor` in infra/src/stage.ts. */
export const stackNameFor = (stage: string): string => `ShopBackoffice-${stage}`;

export interface StackReader {
  send(command: DescribeStacksCommand): Promise<DescribeStacksCommandOutput>;
}

export const poolIdFromStack = async (cloudFormation: StackReader, stackName: string): Promise<string> => {
  let output: DescribeStacksCommandOutput;
  try {
    output = await cloudFormation.send(new DescribeStacksCommand({ StackName: stackName }));
  } catch (error) {
    // CloudFormation answers an unknown stack with a generic ValidationError.
    if (error instanceof CloudFormationServiceException && error.name === 'ValidationError' && error.message.includes('does not exist')) {
      throw new OperatorError(`${stackName} yığını bu hesap ve bölgede yok. Doğru --stage ve --region değerlerini verin ya da --pool-id kullanın.`);
    }
    throw error;
  }
  const poolId = output.Stacks?.[0]?.Outputs?.find((o) => o.OutputKey === 'UserPoolId')?.OutputValue;
  if (!poolId) throw new OperatorError(`${stackName} yığınında UserPoolId çıktısı yok; yığın tamamen dağıtıldı mı?`);
  return poolId;
};

/**
 * Creates the user, letting Cognito e-mail the invitation, unless the address is already
 * registered; either way the user ends up in SUPER_ADMIN.
 */
export const createAdmin = async (cognito: CognitoIdentityProviderClient, poolId: string, email: string): Promise<'created' | 'existing'> => {
  let result: 'created' | 'existing' = 'created';
  try {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: poolId,
        Username: email,
        UserAttributes: [
          { Name: 'email', Value: email },
          // The operator vouches for the address, and account recovery goes only by e-mail.
          { Name: 'email_verified', Value: 'true' },
        ],
        DesiredDeliveryMediums: ['EMAIL'],
      }),
    );
  } catch (error) {
    if (error instanceof ResourceNotFoundException) throw new OperatorError(`Kullanıcı havuzu bulunamadı: ${poolId}`);
    if (!(error instanceof UsernameExistsException)) throw error;
    result = 'existing';
  }
  await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: poolId, Username: email, GroupName: ADMIN_GROUP }));
  return result;
};

const describeFailure = (error: unknown): string => {
  if (error instanceof OperatorError) return error.message;
  if (error instanceof Error) {
    if (error.message === 'Region is missing') return 'AWS bölgesi belirlenemedi: --region verin ya da AWS_REGION ayarlayın.';
    if (error.name === 'CredentialsProviderError') return `AWS kimlik bilgileri bulunamadı (${error.message}).`;
    return `${error.name}: ${error.message}`;
  }
  return String(error);
};

const main = async (): Promise<void> => {
  // The SDK warns on every run that its Node 20 support ends; the README states the Node requirement.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const options = parseOptions(process.argv.slice(2));
  const clientConfig = options.region ? { region: options.region } : {};
  const stackName = stackNameFor(options.stage);
  const poolId = options.poolId ?? (await poolIdFromStack(new CloudFormationClient(clientConfig), stackName));
  const result = await createAdmin(new CognitoIdentityProviderClient(clientConfig), poolId, options.email);
  console.log(
    result === 'created'
      ? `${options.email} oluşturuldu ve ${ADMIN_GROUP} grubuna eklendi (havuz ${poolId}). Cognito geçici şifreyi e-postayla gönderdi; ilk girişte yeni şifre istenecek.`
      : `${options.email} zaten kayıtlı; ${ADMIN_GROUP} grubunda olduğu doğrulandı (havuz ${poolId}). Yeni davet gönderilmedi.`,
  );
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(describeFailure(error));
    process.exit(error instanceof OperatorError ? error.exitCode : 1);
  });
}
