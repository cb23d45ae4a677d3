/**
 * An item's size as DynamoDB counts it against its 400 KB limit: names and strings in UTF-8
 * bytes, numbers by their significant digits, 1 byte for booleans and null, and 3 bytes plus
 * 1 per element for lists and maps. Undefined values are not stored (removeUndefinedValues).
 */
const valueSize = (value: unknown): number => {
  if (value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return Buffer.byteLength(value, 'utf8');
  if (typeof value === 'number') {
    const digits = String(Math.abs(value)).replace(/e.*$/i, '').replace('.', '').replace(/^0+/, '').length || 1;
    return Math.min(21, Math.ceil(digits / 2) + 1);
  }
  if (Array.isArray(value)) return 3 + value.reduce<number>((sum, v) => sum + valueSize(v) + 1, 0);
  if (typeof value === 'object') {
    return 3 + Object.entries(value).reduce((sum, [k, v]) => (v === undefined ? sum : sum + Buffer.byteLength(k, 'utf8') + valueSize(v) + 1), 0);
  }
  return 0;
};

export const itemSize = (item: Record<string, unknown>): number =>
  Object.entries(item).reduce((sum, [name, value]) => (value === undefined ? sum : sum + Buffer.byteLength(name, 'utf8') + valueSize(value)), 0);
