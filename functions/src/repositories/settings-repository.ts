import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { liveSupportSettingsKey, type AuditEntry, type LiveSupportSettings } from '@shop/shared';
import { withAudit } from './audit-repository';
import { documentClient, tableName } from './document-client';

/** A shop that never switched live support on has it off. */
export const getLiveSupportSettings = async (): Promise<LiveSupportSettings> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: liveSupportSettingsKey(), ConsistentRead: true }));
  return { customerSupportEnabled: out.Item?.customerSupportEnabled === true };
};

/** The switch and its audit entry, in one transaction. */
export const putLiveSupportSettings = async (settings: LiveSupportSettings, updatedBy: string, audit?: AuditEntry): Promise<void> => {
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: withAudit(
        [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...liveSupportSettingsKey(),
                customerSupportEnabled: settings.customerSupportEnabled,
                updatedBy,
                updatedAt: new Date().toISOString(),
              },
            },
          },
        ],
        audit,
      ),
    }),
  );
};
