import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

/** A conditional write's answer, or undefined when its condition did not hold (the item was not there, or not as required). */
export const unlessConditionFails = async <T>(write: Promise<T>): Promise<T | undefined> => {
  try {
    return await write;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
};
