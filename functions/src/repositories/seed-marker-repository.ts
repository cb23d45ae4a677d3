import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { seedMarkerKey } from '@shop/shared';
import { documentClient, tableName } from './document-client';

/** The local runtime seeds once; this item records that it did and when. */
export const readSeedMarker = async (): Promise<{ seededAt: string } | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: seedMarkerKey() }));
  return out.Item ? { seededAt: String(out.Item.seededAt) } : undefined;
};

export const writeSeedMarker = async (seededAt: string): Promise<void> => {
  await documentClient().send(new PutCommand({ TableName: tableName(), Item: { ...seedMarkerKey(), seededAt } }));
};
