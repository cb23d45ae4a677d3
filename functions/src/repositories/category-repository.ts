import type { Category } from '@shop/shared';
import { batchPut } from './batch-write';
import { tableName } from './document-client';
import { queryAll } from './query-all';

const PK = 'CATEGORY';

/** A category as stored: its direct parents by id. */
export interface NewCategory {
  id: string;
  name: string;
  slug: string;
  parentIds: string[];
}

const toCategory = (item: NewCategory): Category => ({
  id: item.id,
  name: item.name,
  slug: item.slug,
  parents: item.parentIds.map((id) => ({ parent: { id } })),
});

/** All categories live in one partition: a catalogue has hundreds, not millions. */
export const listCategories = async (): Promise<Category[]> => {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': PK },
  });
  return (items as unknown as NewCategory[]).map(toCategory);
};

export const putCategories = (categories: readonly NewCategory[]): Promise<void> =>
  batchPut(
    categories.map((c) => ({
      pk: PK,
      sk: `CATEGORY#${c.id}`,
      id: c.id,
      name: c.name,
      slug: c.slug,
      parentIds: c.parentIds,
    })),
  );
