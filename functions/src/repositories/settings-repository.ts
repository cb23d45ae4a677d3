import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { liveSupportSettingsKey, type LiveSupportSettings } from '@shop/shared';
import { documentClient, tableName } from './document-client';

/** A shop that never switched live support on has it off. */
export const getLiveSupportSettings = async (): Promise<LiveSupportSettings> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: liveSupportSettingsKey(), ConsistentRead: true }));
  return { customerSupportEnabled: out.Item?.customerSupportEnabled === true };
};

export const putLiveSupportSettings = async (settings: LiveSupportSettings, updatedBy: string): Promise<void> => {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...liveSupportSettingsKey(), customerSupportEnabled: settings.customerSupportEnabled, updatedBy, updatedAt: new Date().toISOString() },
    }),
  );
};
