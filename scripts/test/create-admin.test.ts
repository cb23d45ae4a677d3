import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CloudFormationServiceException, type DescribeStacksCommandOutput } from '@aws-sdk/client-cloudformation';
import { CognitoIdentityProviderClient, ListUsersInGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/local/runtime';
import { createAdmin, OperatorError, parseOptions, poolIdFromStack, type StackReader } from '../src/create-admin';
import { runtime } from './runtime-client';

const SCRIPT = join(REPO_ROOT, 'scripts/src/create-admin.ts');
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

const cognito = () => new CognitoIdentityProviderClient({ endpoint: runtime().cognitoEndpoint, region: 'eu-central-1', credentials });

const superAdminEmails = async (): Promise<string[]> => {
  const out = await cognito().send(new ListUsersInGroupCommand({ UserPoolId: runtime().userPoolId, GroupName: 'SUPER_ADMIN' }));
  return (out.Users ?? []).flatMap((u) => u.Attributes?.filter((a) => a.Name === 'email').map((a) => a.Value ?? '') ?? []);
};

/** Runs the script as an operator would, against the local Cognito stand-in. */
const runScript = async (args: string[]): Promise<{ code: number; stdout: string; stderr: string }> => {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: runtime().cognitoEndpoint,
        AWS_ACCESS_KEY_ID: 'local',
        AWS_SECRET_ACCESS_KEY: 'local',
      },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};

const stackReader = (answer: () => Promise<Partial<DescribeStacksCommandOutput>>): StackReader => ({
  send: async () => ({ $metadata: {}, ...(await answer()) }),
});

describe('create-admin', () => {
  it('invites a new admin into SUPER_ADMIN, and keeps an existing one there', async () => {
    const email = 'yeni.yonetici@example.com';
    expect(await createAdmin(cognito(), runtime().userPoolId, email)).toBe('created');
    expect(await superAdminEmails()).toContain(email);
    expect(await createAdmin(cognito(), runtime().userPoolId, email)).toBe('existing');
    expect((await superAdminEmails()).filter((e) => e === email)).toHaveLength(1);
  });

  it('works from the command line with --pool-id', async () => {
    const email = 'komut.satiri@example.com';
    const run = await runScript(['--email', `  ${email} `, '--pool-id', runtime().userPoolId, '--region', 'eu-central-1']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`${email} oluşturuldu ve SUPER_ADMIN grubuna eklendi`);
    expect(await superAdminEmails()).toContain(email);
  });

  it('rejects an invalid e-mail before calling AWS', async () => {
    const run = await runScript(['--email', 'not-an-address', '--pool-id', runtime().userPoolId, '--region', 'eu-central-1']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Geçersiz e-posta adresi: "not-an-address".');
    expect(run.stderr).toContain('Kullanım:');
    expect(() => parseOptions([])).toThrow('--email gerekli.');
    expect(() => parseOptions(['--email', 'a@b.co', '--stage', 'Prod!'])).toThrow('Geçersiz aşama adı');
    expect(parseOptions(['--email', 'a@b.co'])).toEqual({ email: 'a@b.co', stage: 'dev' });
  });

  it('reads the pool id from the stack output, with clear errors when it cannot', async () => {
    const withOutput = stackReader(async () => ({
      Stacks: [
        {
          StackName: 'ShopBackoffice-dev',
          CreationTime: new Date(),
          StackStatus: 'CREATE_COMPLETE',
          Outputs: [{ OutputKey: 'UserPoolId', OutputValue: 'eu-central-1_AbC123' }],
        },
      ],
    }));
    expect(await poolIdFromStack(withOutput, 'ShopBackoffice-dev')).toBe('eu-central-1_AbC123');

    const withoutOutput = stackReader(async () => ({
      Stacks: [{ StackName: 'ShopBackoffice-dev', CreationTime: new Date(), StackStatus: 'CREATE_IN_PROGRESS' }],
    }));
    await expect(poolIdFromStack(withoutOutput, 'ShopBackoffice-dev')).rejects.toThrow('UserPoolId çıktısı yok');

    const missing = stackReader(async () => {
      throw new CloudFormationServiceException({
        name: 'ValidationError',
        $fault: 'client',
        $metadata: {},
        message: 'Stack with id ShopBackoffice-qa does not exist',
      });
    });
    const error = await poolIdFromStack(missing, 'ShopBackoffice-qa').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OperatorError);
    expect((error as Error).message).toContain('ShopBackoffice-qa yığını bu hesap ve bölgede yok');
  });
});
