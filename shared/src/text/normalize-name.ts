/**
 * Format characters (\p{Cf}: zero-width space and joiners, bidi marks, BOM, soft hyphen ...)
 * and the fillers that render as nothing without being Cf (combining grapheme joiner, Hangul
 * fillers, Mongolian vowel separator).
 */
// eslint-disable-next-line no-misleading-character-class -- each code point is matched alone on purpose, the combining grapheme joiner included
const INVISIBLE = /[\p{Cf}\u034f\u115f\u1160\u17b4\u17b5\u180e\u3164\uffa0]/gu;

/**
 * A name as a reader sees it: Unicode NFC (a precomposed "ş" and "s" + cedilla are one), no
 * invisible characters, runs of whitespace as one space, no space at either end. Names with a
 * uniqueness rule (brands, categories) are stored and compared in this form, so "Probe" and
 * "Pro\u200bbe" are one brand, not two that look the same in every list.
 */
export const normalizeName = (name: string): string => name.normalize('NFC').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
