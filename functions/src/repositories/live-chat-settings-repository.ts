import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_LIVE_CHAT_SETTINGS, liveChatSettingsKey, liveChatSettingsSchema, type AuditEntry, type LiveChatSettings } from '@shop/shared';
import { withAudit } from './audit-repository';
import { documentClient, tableName } from './document-client';

/** Canlı Destek Ayarları; a shop that never saved them has the defaults (weekdays 09:00–18:00, 180 days). */
export const getLiveChatSettings = async (): Promise<LiveChatSettings> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: liveChatSettingsKey() }));
  const stored = liveChatSettingsSchema.safeParse(out.Item?.settings);
  return stored.success ? stored.data : DEFAULT_LIVE_CHAT_SETTINGS;
};

/** Whether the shop ever saved them (the demo seed sets its hours once). */
export const liveChatSettingsSaved = async (): Promise<boolean> =>
  (await documentClient().send(new GetCommand({ TableName: tableName(), Key: liveChatSettingsKey(), ProjectionExpression: 'pk' }))).Item !==
  undefined;

/** The settings and their audit entry, in one transaction. */
export const putLiveChatSettings = async (settings: LiveChatSettings, updatedBy: string, audit?: AuditEntry): Promise<void> => {
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: withAudit(
        [{ Put: { TableName: tableName(), Item: { ...liveChatSettingsKey(), settings, updatedBy, updatedAt: new Date().toISOString() } } }],
        audit,
      ),
    }),
  );
};
