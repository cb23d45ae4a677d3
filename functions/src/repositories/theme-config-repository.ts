import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_THEME_CONFIG, DEFAULT_THEME_TYPE, themeConfigKey, type ThemeSettings } from '@shop/shared';
import { unlessConditionFails } from './conditional-write';
import { documentClient, tableName } from './document-client';

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

/**
 * Replaces the config in one write and counts its `version` up, so that a save based on an
 * older read can be refused: with `baseVersion` the write holds only if nobody saved since
 * that read; undefined then means it was overtaken.
 * A config saved before versions were kept counts as version 0, like none at all.
 */
export const writeThemeSettings = async (settings: ThemeSettings, updatedBy: string, baseVersion?: number): Promise<number | undefined> => {
  const condition = baseVersion === undefined ? {} : { ConditionExpression: baseVersion === 0 ? 'attribute_not_exists(version)' : 'version = :base' };
  const out = await unlessConditionFails(
    documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: themeConfigKey(),
        UpdateExpression:
          'SET themeConfig = :config, themeType = :type, updatedAt = :at, updatedBy = :by, version = if_not_exists(version, :zero) + :one',
        ExpressionAttributeValues: {
          ':config': settings.themeConfig,
          ':type': settings.themeType,
          ':at': new Date().toISOString(),
          ':by': updatedBy,
          ':zero': 0,
          ':one': 1,
          ...(baseVersion ? { ':base': baseVersion } : {}),
        },
        ...condition,
        ReturnValues: 'UPDATED_NEW',
      }),
    ),
  );
  return out ? Number(out.Attributes?.version) : undefined;
};
