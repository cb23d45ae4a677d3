// The launcher's chunk reads these on every page: no zod and no shared schemas here, only sessionStorage.

/** Where the browser keeps its conversation for this tab session: the id and the key that resumes it. */
const STORED = 'shop.liveChat';
export interface StoredChat {
  readonly conversationId: string;
  readonly visitorKey: string;
  readonly name: string;
}

export const storedChat = (): StoredChat | undefined => {
  try {
    const raw = sessionStorage.getItem(STORED);
    return raw ? (JSON.parse(raw) as StoredChat) : undefined;
  } catch {
    return undefined;
  }
};
export const storeChat = (chat: StoredChat) => sessionStorage.setItem(STORED, JSON.stringify(chat));
export const forgetChat = () => sessionStorage.removeItem(STORED);
