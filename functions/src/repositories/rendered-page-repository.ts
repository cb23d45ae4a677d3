import { gunzipSync, gzipSync } from 'node:zlib';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { renderedPageKey } from '@shop/shared';
import { documentClient, tableName } from './document-client';

/**
 * The last good page of each storefront address (issue 32), gzipped: a category page of 60 cards
 * is a few hundred KB of HTML, a tenth of that compressed, well inside DynamoDB's 400 KB item.
 */
export const keepRenderedPage = async (address: string, html: string, renderedAt: string): Promise<void> => {
  await documentClient().send(new PutCommand({ TableName: tableName(), Item: { ...renderedPageKey(address), html: gzipSync(html), renderedAt } }));
};

/** The page last kept for the address, if any. */
export const lastRenderedPage = async (address: string): Promise<string | undefined> => {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: renderedPageKey(address) }));
  const html: unknown = Item?.html;
  return html instanceof Uint8Array ? gunzipSync(html).toString('utf8') : undefined;
};
