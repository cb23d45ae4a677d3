import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_THEME_CONFIG, DEFAULT_THEME_TYPE, themeConfigKey, type AuditEntry, type ThemeSettings } from '@shop/shared';
import { withAudit } from './audit-repository';
import { documentClient, tableName } from './document-client';
import { conditionFailedAt } from './transactions';

/** The saved look and its version, or the defaults (version 0) before the first save. */
export const readThemeSettingsWithVersion = async (): Promise<ThemeSettings & { version: number }> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: themeConfigKey(), ConsistentRead: true }));
  return out.Item
    ? {
        themeConfig: out.Item.themeConfig as ThemeSettings['themeConfig'],
        themeType: out.Item.themeType as ThemeSettings['themeType'],
        version: typeof out.Item.version === 'number' ? out.Item.version : 0,
      }
    : { themeConfig: DEFAULT_THEME_CONFIG, themeType: DEFAULT_THEME_TYPE, version: 0 };
};

/** The saved look, or the defaults before the first save. */
export const readThemeSettings = async (): Promise<ThemeSettings> => {
  const { themeConfig, themeType } = await readThemeSettingsWithVersion();
  return { themeConfig, themeType };
};

/** Without a base version the write is retried on this many intervening saves, then counts as overtaken. */
const UNBASED_ATTEMPTS = 3;

/**
 * Replaces the config and counts its `version` up in one transaction with its audit entry, so
 * that a save based on an older read can be refused: with `baseVersion` the write holds only if
 * nobody saved since that read; undefined then means it was overtaken. Without it the version
 * just read is the condition (a save landing in between is retried).
 * A config saved before versions were kept counts as version 0, like none at all.
 */
export const writeThemeSettings = async (
  settings: ThemeSettings,
  updatedBy: string,
  baseVersion?: number,
  audit?: AuditEntry,
): Promise<number | undefined> => {
  for (let attempt = 1; attempt <= (baseVersion === undefined ? UNBASED_ATTEMPTS : 1); attempt++) {
    const expected = baseVersion ?? (await readThemeSettingsWithVersion()).version;
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: withAudit(
            [
              {
                Update: {
                  TableName: tableName(),
                  Key: themeConfigKey(),
                  UpdateExpression: 'SET themeConfig = :config, themeType = :type, updatedAt = :at, updatedBy = :by, version = :next',
                  ConditionExpression: expected === 0 ? 'attribute_not_exists(version)' : 'version = :base',
                  ExpressionAttributeValues: {
                    ':config': settings.themeConfig,
                    ':type': settings.themeType,
                    ':at': new Date().toISOString(),
                    ':by': updatedBy,
                    ':next': expected + 1,
                    ...(expected === 0 ? {} : { ':base': expected }),
                  },
                },
              },
            ],
            audit,
          ),
        }),
      );
      return expected + 1;
    } catch (error) {
      if (!conditionFailedAt(error, 0)) throw error;
    }
  }
  return undefined;
};
