import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { stockLevelKey } from '@shop/shared';
import { documentClient, tableName } from './document-client';

/*
 * A checkout's short claim on the stock levels it allocates from: one conditional UpdateItem per
 * level, taken before the order's transaction and gone with it (the transaction's Put of the level
 * does not carry it). Shoppers racing for the same units then wait on a cheap write instead of
 * each sending the whole order transaction only to lose on the level's version; a claim left by a
 * crashed checkout lapses after CLAIM_MS. Stock pages ignore claims (their write replaces the level).
 */

const CLAIM_MS = 5000;

const isConditionFailure = (error: unknown) => error instanceof Error && error.name === 'ConditionalCheckFailedException';

const claimOne = async (pair: { variantId: string; warehouseId: string }, by: string, now: number): Promise<boolean> => {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: stockLevelKey(pair.variantId, pair.warehouseId),
        UpdateExpression: 'SET checkoutClaimBy = :by, checkoutClaimUntil = :until',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(checkoutClaimUntil) OR checkoutClaimUntil < :now OR checkoutClaimBy = :by)',
        ExpressionAttributeValues: { ':by': by, ':until': now + CLAIM_MS, ':now': now },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** Gives back what `by` still holds (a checkout that did not write its order). */
export const releaseLevels = async (pairs: readonly { variantId: string; warehouseId: string }[], by: string): Promise<void> => {
  await Promise.all(
    pairs.map(async (pair) => {
      try {
        await documentClient().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: stockLevelKey(pair.variantId, pair.warehouseId),
            UpdateExpression: 'REMOVE checkoutClaimBy, checkoutClaimUntil',
            ConditionExpression: 'checkoutClaimBy = :by',
            ExpressionAttributeValues: { ':by': by },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }),
  );
};

/**
 * Claims every level (in key order, so two checkouts never hold one each of the other's); false,
 * with nothing held, when another checkout holds one. Levels that do not exist yet (a backorder
 * from an empty warehouse) cannot be claimed and are left to the transaction's own condition.
 */
export const claimLevels = async (pairs: readonly { variantId: string; warehouseId: string }[], by: string, now: number): Promise<boolean> => {
  const sorted = [...pairs].sort((a, b) => `${a.variantId}\u0000${a.warehouseId}`.localeCompare(`${b.variantId}\u0000${b.warehouseId}`));
  const held: typeof sorted = [];
  for (const pair of sorted) {
    if (await claimOne(pair, by, now)) held.push(pair);
    else {
      await releaseLevels(held, by);
      return false;
    }
  }
  return true;
};
