import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { CHAT_IMAGE_TYPES, chatUploadKey, TABLE_KEYS, type ChatImageType } from '@shop/shared';
import { documentClient, tableName } from './document-client';

/*
 * A visitor's photo in a chat (issue 30). The browser PUTs under uploads/chat/ (nothing serves
 * uploads/, and the bucket expires it after a day); the completion that checks the bytes moves
 * them to media/chat/<conversation>/, which CloudFront serves like the library: a photo sent into
 * a chat is seen by the agents and by the visitor, and its uuid name is not guessable.
 */

export interface ChatUpload {
  readonly conversationId: string;
  readonly uploadId: string;
  readonly contentType: ChatImageType;
  readonly size: number;
}

/** The pending record outlives no upload URL (15 minutes) by much; a day, as uploads/ in the bucket. */
const UPLOAD_LIFETIME_SECONDS = 24 * 60 * 60;

export const chatUploadObjectKey = (upload: Pick<ChatUpload, 'uploadId' | 'contentType'>): string =>
  `uploads/chat/${upload.uploadId}.${CHAT_IMAGE_TYPES[upload.contentType]}`;

export const chatImageObjectKey = (upload: ChatUpload): string =>
  `media/chat/${upload.conversationId}/${upload.uploadId}.${CHAT_IMAGE_TYPES[upload.contentType]}`;

export const putChatUpload = async (upload: ChatUpload, now: Date): Promise<void> => {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...chatUploadKey(upload.conversationId, upload.uploadId),
        ...upload,
        [TABLE_KEYS.ttl]: Math.floor(now.getTime() / 1000) + UPLOAD_LIFETIME_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
};

/** Only within the conversation named: another conversation's upload id finds nothing. */
export const getChatUpload = async (conversationId: string, uploadId: string): Promise<ChatUpload | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: chatUploadKey(conversationId, uploadId) }));
  const item = out.Item;
  if (!item || !Object.hasOwn(CHAT_IMAGE_TYPES, String(item.contentType))) return undefined;
  return { conversationId, uploadId, contentType: item.contentType as ChatImageType, size: Number(item.size) };
};
