import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_THEME_CONFIG, DEFAULT_THEME_TYPE, type ThemeSettings } from '@shop/shared';
import { documentClient, tableName } from './document-client';

const KEY = { pk: 'SETTINGS', sk: 'THEME_CONFIG' };

/** The saved look, or the defaults before the first save. */
export const readThemeSettings = async (): Promise<ThemeSettings> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: KEY }));
  return out.Item
    ? { themeConfig: out.Item.themeConfig as ThemeSettings['themeConfig'], themeType: out.Item.themeType as ThemeSettings['themeType'] }
    : { themeConfig: DEFAULT_THEME_CONFIG, themeType: DEFAULT_THEME_TYPE };
};

export const writeThemeSettings = async (settings: ThemeSettings, updatedBy: string): Promise<void> => {
  await documentClient().send(
    new PutCommand({ TableName: tableName(), Item: { ...KEY, ...settings, updatedAt: new Date().toISOString(), updatedBy } }),
  );
};
