/** A colour as the picker edits it: channels 0–255, alpha 0–1. */
export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const byte = (hex: string) => parseInt(hex.length === 1 ? hex + hex : hex, 16);

const fromHex = (hex: string): Rgba | undefined => {
  if (!/^([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex)) return undefined;
  const size = hex.length <= 4 ? 1 : 2;
  const parts = Array.from({ length: hex.length / size }, (_, i) => byte(hex.slice(i * size, i * size + size)));
  const [r = 0, g = 0, b = 0, a = 255] = parts;
  return { r, g, b, a: Math.round((a / 255) * 100) / 100 };
};

const channel = (text: string): number | undefined => {
  const value = Number(text.endsWith('%') ? (Number(text.slice(0, -1)) * 255) / 100 : text);
  return text !== '' && Number.isFinite(value) ? clamp(Math.round(value), 0, 255) : undefined;
};

const alpha = (text: string | undefined): number | undefined => {
  if (text === undefined) return 1;
  const value = Number(text.endsWith('%') ? Number(text.slice(0, -1)) / 100 : text);
  return text !== '' && Number.isFinite(value) ? clamp(value, 0, 1) : undefined;
};

/** Reads #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(…) and rgba(…) (commas or spaces); undefined for anything else. */
export const parseCssColor = (input: string): Rgba | undefined => {
  const text = input.trim().toLowerCase();
  if (text.startsWith('#')) return fromHex(text.slice(1));
  const match = /^rgba?\(([^)]*)\)$/.exec(text);
  if (!match?.[1]) return undefined;
  const parts = match[1].split(/\s*[,/]\s*|\s+/).filter((p) => p !== '');
  if (parts.length < 3 || parts.length > 4) return undefined;
  const [r, g, b] = parts.slice(0, 3).map(channel);
  const a = alpha(parts[3]);
  return r === undefined || g === undefined || b === undefined || a === undefined ? undefined : { r, g, b, a };
};

const hex2 = (n: number) => n.toString(16).padStart(2, '0');

/** `rrggbb` without the hash, as PrimeReact's ColorPicker reads and writes it. */
export const toHex6 = ({ r, g, b }: Rgba): string => `${hex2(r)}${hex2(g)}${hex2(b)}`;

/**
 * The stored form: `#rrggbb` when opaque, otherwise `rgba(r,g,b,a)` without spaces (the banner
 * overlay's default is written `rgba(0,0,0,0.4)`).
 */
export const formatCssColor = (color: Rgba): string => {
  const a = Math.round(clamp(color.a, 0, 1) * 100) / 100;
  return a >= 1 ? `#${toHex6(color)}` : `rgba(${color.r},${color.g},${color.b},${a})`;
};
