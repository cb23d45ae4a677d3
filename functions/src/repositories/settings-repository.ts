import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { LiveSupportSettings } from '@shop/shared';
import { documentClient, tableName } from './document-client';

/** Shop-wide settings: one small item each under the SETTINGS partition. */
const LIVE_SUPPORT_KEY = { pk: 'SETTINGS', sk: 'LIVE_SUPPORT' } as const;

/** A shop that never switched live support on has it off. */
export const getLiveSupportSettings = async (): Promise<LiveSupportSettings> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: LIVE_SUPPORT_KEY, ConsistentRead: true }));
  return { customerSupportEnabled: out.Item?.customerSupportEnabled === true };
};

export const putLiveSupportSettings = async (settings: LiveSupportSettings, updatedBy: string): Promise<void> => {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...LIVE_SUPPORT_KEY, customerSupportEnabled: settings.customerSupportEnabled, updatedBy, updatedAt: new Date().toISOString() },
    }),
  );
};
