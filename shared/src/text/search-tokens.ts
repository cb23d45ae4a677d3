/**
 * Folding for search. The same folding runs when an entity is indexed and when a query is
 * read, so both sides always agree.
 */

/** Longer words are cut here, on both sides, which bounds key sizes. */
export const MAX_SEARCH_TOKEN_LENGTH = 32;

/**
 * Lower case by Turkish rules: "İ" -> "i" and "I" -> "ı". Composed first so a decomposed
 * "İ" (I + U+0307) folds like the composed one; a stray U+0307 left by a non-Turkish
 * lower-casing ("i̇") is dropped.
 */
export const lowerTurkish = (text: string): string =>
  text
    .normalize('NFC')
    .toLocaleLowerCase('tr')
    .replace(/\u0307/g, '');

/**
 * Turkish case rules first, then letters without their marks and "ı" as "i": "İstanbul",
 * "istanbul" and "ISTANBUL" fold alike, and so do "IŞIK", "ışık" and "isik", because admins
 * do not always have a Turkish keyboard (the icon search folds the same way).
 */
export const foldForSearch = (text: string): string => lowerTurkish(text).normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');

const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;

const cut = (token: string): string => {
  const chars = Array.from(token);
  return chars.length > MAX_SEARCH_TOKEN_LENGTH ? chars.slice(0, MAX_SEARCH_TOKEN_LENGTH).join('') : token;
};

/**
 * The distinct folded words of some texts, in order of appearance. Anything that is not a
 * letter or a digit separates words, so an e-mail address gives its parts
 * ("ayse.kaya1@example.com" -> ayse, kaya1, example, com) and a prefix of the address
 * matches word by word.
 */
export const searchTokens = (...texts: readonly string[]): string[] => {
  const tokens = new Set<string>();
  for (const text of texts) {
    for (const word of foldForSearch(text).split(WORD_SEPARATORS)) if (word !== '') tokens.add(cut(word));
  }
  return [...tokens];
};

/** Length in characters as a reader counts them (code points, not UTF-16 units). */
export const charLength = (text: string): number => Array.from(text).length;
