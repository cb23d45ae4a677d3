import { putMembers } from '@shop/functions/repositories/customer-repository';
import { putProducts } from '@shop/functions/repositories/product-repository';
import type { Member, Product } from '@shop/shared';
import { demoData, demoPerson, demoProduct, leafCategories } from '../seed/demo-data';
import { seededRandom } from '../seed/random';

/** The i-th item of a list that repeats without end. */
const cycle = <T>(list: readonly T[], i: number): T => {
  const item = list[i % list.length];
  if (item === undefined) throw new Error('cycle over an empty list');
  return item;
};

export interface BenchCatalogSize {
  readonly products: number;
  readonly members: number;
}

export const BENCH_CATALOG_SIZE: BenchCatalogSize = { products: 10_000, members: 10_000 };

/** Entities per putProducts / putMembers call; each call writes its items 25 at a time. */
const CHUNK = 250;
/** Calls in flight at once: enough to keep DynamoDB Local busy on two cores. */
const CONCURRENCY = 6;

const inParallel = async <T>(items: readonly T[], write: (chunk: T[]) => Promise<void>): Promise<void> => {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) chunks.push(items.slice(i, i + CHUNK));
  const worker = async () => {
    for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) await write(chunk);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
};

/**
 * Adds a benchmark-sized catalogue to a seeded table: products in the demo categories
 * (named like the demo ones, so searches such as "yeşil elbise" or a category read hit
 * real data) and members, each with its search words and category memberships, through
 * the same repository writes as the seed. Ids start with "bench-", so the demo data is
 * left as it is; running it twice writes the same items again.
 * Needs TABLE_NAME and DYNAMODB_ENDPOINT in the environment, as the handlers do.
 */
export const writeBenchCatalog = async (size: BenchCatalogSize = BENCH_CATALOG_SIZE): Promise<BenchCatalogSize> => {
  const random = seededRandom(10_000);
  const leaves = leafCategories(demoData().categories);
  const start = Date.parse('2026-10-01T00:00:00.000Z');
  const at = (secondsAgo: number) => new Date(start - secondsAgo * 1000).toISOString();

  const products: Product[] = Array.from({ length: size.products }, (_, i) => demoProduct(random, i + 1, cycle(leaves, i), at(i), `bench-p${i + 1}`));
  const members: Member[] = Array.from({ length: size.members }, (_, i) => demoPerson(random, i + 1, at(i), `bench-m${i + 1}`));

  await inParallel(products, putProducts);
  await inParallel(members, putMembers);
  return size;
};
