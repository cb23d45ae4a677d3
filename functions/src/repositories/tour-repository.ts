import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { tourKey, type TourState } from '@shop/shared';
import { unlessConditionFails } from './conditional-write';
import { documentClient, tableName } from './document-client';

export const getTourState = async (userSub: string): Promise<TourState> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: tourKey(userSub), ConsistentRead: true }));
  return typeof out.Item?.completedAt === 'string' ? { completed: true, completedAt: out.Item.completedAt } : { completed: false };
};

/** The first completion is kept: finishing again (another tab) changes nothing. */
export const completeTour = async (userSub: string): Promise<TourState> => {
  const completedAt = new Date().toISOString();
  const written = await unlessConditionFails(
    documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...tourKey(userSub), completedAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
  return written ? { completed: true, completedAt } : getTourState(userSub);
};
