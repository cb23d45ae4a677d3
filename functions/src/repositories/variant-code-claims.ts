import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { barcodeClaimKey, productKey, skuClaimKey, type Variant } from '@shop/shared';
import { documentClient, tableName } from './document-client';

/**
 * SKU and barcode claims: one item per code naming the product and variant holding it, so two
 * variants anywhere in the catalogue cannot share one. A product with 250 variants has 250+
 * claims, more than one transaction holds, so a product write claims first (each claim its own
 * conditional Put where absent; one already ours is left as it is), then runs the product's transaction, then releases
 * the codes it no longer uses. A crash between the steps leaves claims whose holder does not
 * hold the code; once older than CLAIM_LEASE_MS they may be taken over (docs/decisions.md).
 */

export type CodeKind = 'SKU' | 'BARCODE';
export interface CodeClaim {
  readonly kind: CodeKind;
  readonly code: string;
  readonly variantId: string;
}
interface Holder {
  readonly productId: string;
  readonly variantId: string;
  readonly claimedAt: string;
}

/** Longer than any product write can take (the API answers within 30 s), so a claim in flight is never taken over. */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** Claims written at once. */
const CLAIM_CONCURRENCY = 25;

const keyOf = (claim: Pick<CodeClaim, 'kind' | 'code'>) => (claim.kind === 'SKU' ? skuClaimKey(claim.code) : barcodeClaimKey(claim.code));
const idOf = (claim: Pick<CodeClaim, 'kind' | 'code'>) => `${claim.kind}#${claim.code}`;

/** The codes a product's variants hold (SKUs are stored upper-case, so the claim is case-insensitive). */
export const claimsOf = (variants: readonly Variant[]): CodeClaim[] =>
  variants.flatMap((v) => [
    { kind: 'SKU' as const, code: v.sku.toUpperCase(), variantId: v.id },
    ...(v.barcode ? [{ kind: 'BARCODE' as const, code: v.barcode, variantId: v.id }] : []),
  ]);

/** Claim items as the seed writes them (with the products, in one batch). */
export const claimItems = (productId: string, variants: readonly Variant[], at: string): Record<string, unknown>[] =>
  claimsOf(variants).map((claim) => ({ ...keyOf(claim), code: claim.code, productId, variantId: claim.variantId, claimedAt: at }));

const holds = (variant: Variant | undefined, claim: Pick<CodeClaim, 'kind' | 'code'>) =>
  variant !== undefined && (claim.kind === 'SKU' ? variant.sku.toUpperCase() === claim.code : variant.barcode === claim.code);

/** The holder's product as stored: its name and the variant the claim names, if that variant still holds the code. */
const readHolder = async (holder: Holder, claim: CodeClaim): Promise<{ name: string; variant?: Variant }> => {
  const out = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: productKey(holder.productId),
      ConsistentRead: true,
      ProjectionExpression: '#n, variants',
      ExpressionAttributeNames: { '#n': 'name' },
    }),
  );
  const variant = ((out.Item?.variants ?? []) as Variant[]).find((v) => v.id === holder.variantId);
  return { name: String(out.Item?.name ?? ''), ...(holds(variant, claim) ? { variant } : {}) };
};

/** `fresh`: the claims this call wrote (new, taken over, or moved from another variant of the product); the caller undoes them on a refusal. */
export type ClaimOutcome =
  { status: 'claimed'; fresh: CodeClaim[] } | { status: 'taken'; claim: CodeClaim; productName: string; sku: string; fresh: CodeClaim[] };

type One = { status: 'ours' } | { status: 'new' } | { status: 'taken'; productName: string; sku: string };

const claimOne = async (productId: string, claim: CodeClaim, now: string): Promise<One> => {
  const item = { ...keyOf(claim), code: claim.code, productId, variantId: claim.variantId, claimedAt: now };
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: item,
        ConditionExpression: 'attribute_not_exists(pk)',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { status: 'new' };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException) || !error.Item) throw error;
    const old = error.Item as unknown as Record<string, { S?: string }>;
    const holder: Holder = { productId: old.productId?.S ?? '', variantId: old.variantId?.S ?? '', claimedAt: old.claimedAt?.S ?? '' };
    // Already ours: nothing to write (a refused write then leaves the table as it was).
    if (holder.productId === productId && holder.variantId === claim.variantId) return { status: 'ours' };
    // Another variant of this product held it: the product's own transaction (version-conditioned) decides.
    const sameProduct = holder.productId === productId;
    const read = sameProduct ? undefined : await readHolder(holder, claim);
    if (read?.variant) return { status: 'taken', productName: read.name, sku: read.variant.sku };
    const leaseOver = Date.parse(now) - Date.parse(holder.claimedAt) > CLAIM_LEASE_MS;
    if (!sameProduct && !leaseOver) return { status: 'taken', productName: read?.name ?? '', sku: claim.code };
    try {
      await documentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: item,
          ConditionExpression: 'productId = :hp AND variantId = :hv AND claimedAt = :at',
          ExpressionAttributeValues: { ':hp': holder.productId, ':hv': holder.variantId, ':at': holder.claimedAt },
        }),
      );
      return { status: 'new' };
    } catch (again) {
      // Someone else took it over first.
      if (again instanceof ConditionalCheckFailedException) return { status: 'taken', productName: read?.name ?? '', sku: claim.code };
      throw again;
    }
  }
};

/**
 * Claims every code for the product, CLAIM_CONCURRENCY at a time, stopping at the first code held
 * by another product (named in the answer).
 */
export const claimCodes = async (productId: string, claims: readonly CodeClaim[]): Promise<ClaimOutcome> => {
  const now = new Date().toISOString();
  const fresh: CodeClaim[] = [];
  for (let i = 0; i < claims.length; i += CLAIM_CONCURRENCY) {
    const chunk = claims.slice(i, i + CLAIM_CONCURRENCY);
    const results = await Promise.all(chunk.map((claim) => claimOne(productId, claim, now)));
    results.forEach((r, j) => r.status === 'new' && fresh.push(chunk[j] as CodeClaim));
    const taken = results.findIndex((r) => r.status === 'taken');
    if (taken >= 0) {
      const r = results[taken] as Extract<One, { status: 'taken' }>;
      return { status: 'taken', claim: chunk[taken] as CodeClaim, productName: r.productName, sku: r.sku, fresh };
    }
  }
  return { status: 'claimed', fresh };
};

/** Deletes the product's claims of these codes (a claim another product or variant took over meanwhile is left alone). */
export const releaseCodes = async (productId: string, claims: readonly CodeClaim[]): Promise<void> => {
  for (let i = 0; i < claims.length; i += CLAIM_CONCURRENCY)
    await Promise.all(
      claims.slice(i, i + CLAIM_CONCURRENCY).map(async (claim) => {
        try {
          await documentClient().send(
            new DeleteCommand({
              TableName: tableName(),
              Key: keyOf(claim),
              ConditionExpression: 'productId = :p AND variantId = :v',
              ExpressionAttributeValues: { ':p': productId, ':v': claim.variantId },
            }),
          );
        } catch (error) {
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
        }
      }),
    );
};

/** The claims in `before` that `after` no longer has (by code): released once the product no longer uses them. */
export const droppedClaims = (before: readonly CodeClaim[], after: readonly CodeClaim[]): CodeClaim[] => {
  const kept = new Set(after.map(idOf));
  return before.filter((claim) => !kept.has(idOf(claim)));
};

/** The claims a refused write made whose codes the stored product does not use at all: deleted. */
export const unusedFresh = (fresh: readonly CodeClaim[], stored: readonly CodeClaim[]): CodeClaim[] => {
  const used = new Set(stored.map(idOf));
  return fresh.filter((claim) => !used.has(idOf(claim)));
};

/**
 * The stored claims a refused write had pointed at another variant of the product (a code moved
 * between its variants): pointed back, or the stored variant would keep a code no claim protects.
 */
export const movedFresh = (fresh: readonly CodeClaim[], stored: readonly CodeClaim[]): CodeClaim[] => {
  const moved = new Map(fresh.map((claim) => [idOf(claim), claim.variantId]));
  return stored.filter((claim) => moved.has(idOf(claim)) && moved.get(idOf(claim)) !== claim.variantId);
};

/** Points the product's claims of these codes back at the variants named (only while the product still holds them). */
export const restoreCodes = async (productId: string, claims: readonly CodeClaim[]): Promise<void> => {
  const now = new Date().toISOString();
  for (let i = 0; i < claims.length; i += CLAIM_CONCURRENCY)
    await Promise.all(
      claims.slice(i, i + CLAIM_CONCURRENCY).map(async (claim) => {
        try {
          await documentClient().send(
            new PutCommand({
              TableName: tableName(),
              Item: { ...keyOf(claim), code: claim.code, productId, variantId: claim.variantId, claimedAt: now },
              ConditionExpression: 'productId = :p',
              ExpressionAttributeValues: { ':p': productId },
            }),
          );
        } catch (error) {
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
        }
      }),
    );
};
