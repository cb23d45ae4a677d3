import sharp from 'sharp';
import { imageVariantPath, slugify, variantWidthsFor, type Media, type Product, type ProductImage } from '@shop/shared';
import { processImage } from '@shop/functions/domain/content/image-variants';

/*
 * The demo shop's pictures (issue 32), drawn by code at seed time: no downloads, no files in the
 * repository. A product's photo is a studio shot of its category's object in the colour its name
 * says; products showing the same object in the same colour share one file. Each goes through the upload's own
 * processImage, so the demo has the WebP variants a real upload gets.
 */

/** Where the demo's files live under media/ (as a library upload's, served by CloudFront's /media/*). */
const DEMO_PREFIX = '/media/demo';
/**
 * Square product photos: 720 px gives the 320 and 640 WebP copies a card and a phone's product page
 * need (and is itself the desktop's); larger would only lengthen the seed.
 */
const PRODUCT_PX = 720;
/** Banners at the carousel's ratios (16:5 desktop, 4:3 mobile): a 1920 px screen gets the original. */
const BANNER = { desktop: { width: 1920, height: 600 }, mobile: { width: 1000, height: 750 } } as const;

const COLOURS: Record<string, string> = {
  Siyah: '#1f2937',
  Beyaz: '#f8fafc',
  Lacivert: '#1e3a8a',
  Kırmızı: '#b91c1c',
  Yeşil: '#15803d',
  Gri: '#6b7280',
  Bej: '#c8b08a',
  Mavi: '#2563eb',
  Pembe: '#db2777',
  Sarı: '#eab308',
};
const DEFAULT_COLOUR = '#475569';

/** Objects on a 100×100 stage, drawn in `fill`; `detail` marks their seams and screens. */
const OBJECTS: Record<string, (fill: string, detail: string) => string> = {
  shirt: (f, d) =>
    `<path d="M30 20 L42 14 Q50 21 58 14 L70 20 L85 35 L75 43 L68 37 L68 86 L32 86 L32 37 L25 43 L15 35 Z" fill="${f}"/><path d="M42 14 Q50 24 58 14" fill="none" stroke="${d}" stroke-width="1.5"/><path d="M50 22 L50 86" stroke="${d}" stroke-width="0.8"/>`,
  dress: (f, d) =>
    `<path d="M41 10 L45 10 L47 22 L53 22 L55 10 L59 10 L60 30 Q64 36 62 40 L76 88 L24 88 L38 40 Q36 36 40 30 Z" fill="${f}"/><path d="M38 40 L62 40" stroke="${d}" stroke-width="2"/>`,
  trousers: (f, d) =>
    `<path d="M30 12 L70 12 L75 90 L57 90 L50 38 L43 90 L25 90 Z" fill="${f}"/><path d="M30 18 L70 18" stroke="${d}" stroke-width="1.5"/>`,
  phone: (f, d) =>
    `<rect x="33" y="8" width="34" height="84" rx="7" fill="${f}"/><rect x="36" y="14" width="28" height="70" rx="3" fill="${d}"/><circle cx="50" cy="88" r="1.8" fill="${d}"/>`,
  laptop: (f, d) =>
    `<rect x="20" y="22" width="60" height="42" rx="3" fill="${f}"/><rect x="24" y="26" width="52" height="34" rx="1" fill="${d}"/><path d="M10 66 L90 66 L94 75 L6 75 Z" fill="${f}"/>`,
  speaker: (f, d) =>
    `<rect x="30" y="12" width="40" height="76" rx="8" fill="${f}"/><circle cx="50" cy="32" r="9" fill="${d}"/><circle cx="50" cy="64" r="15" fill="${d}"/><circle cx="50" cy="64" r="5" fill="${f}"/>`,
  pot: (f, d) =>
    `<ellipse cx="50" cy="40" rx="30" ry="5" fill="${d}"/><path d="M22 42 L78 42 L74 80 Q50 88 26 80 Z" fill="${f}"/><rect x="12" y="46" width="12" height="5" rx="2" fill="${f}"/><rect x="76" y="46" width="12" height="5" rx="2" fill="${f}"/><rect x="45" y="31" width="10" height="5" rx="2" fill="${f}"/>`,
  vase: (f, d) =>
    `<path d="M41 12 L59 12 L57 26 Q78 44 67 84 L33 84 Q22 44 43 26 Z" fill="${f}"/><path d="M36 50 Q50 56 64 50" fill="none" stroke="${d}" stroke-width="1.5"/>`,
  lamp: (f, d) =>
    `<path d="M32 16 L68 16 L78 46 L22 46 Z" fill="${f}"/><rect x="48" y="46" width="4" height="34" fill="${d}"/><ellipse cx="50" cy="84" rx="16" ry="4" fill="${f}"/>`,
  bottle: (f, d) =>
    `<rect x="42" y="10" width="16" height="10" rx="2" fill="${d}"/><rect x="45" y="20" width="10" height="12" fill="${f}"/><rect x="32" y="32" width="36" height="56" rx="8" fill="${f}"/><rect x="38" y="50" width="24" height="18" rx="2" fill="${d}" opacity="0.8"/>`,
  shoe: (f, d) =>
    `<path d="M12 64 Q13 44 28 42 L42 40 Q52 54 68 56 Q88 58 89 70 L89 76 L12 76 Z" fill="${f}"/><path d="M12 70 L89 70" stroke="${d}" stroke-width="3"/><path d="M36 46 L44 52 M40 44 L48 50" stroke="${d}" stroke-width="1.5"/>`,
  dumbbell: (f, d) =>
    `<rect x="26" y="47" width="48" height="6" rx="2" fill="${d}"/><rect x="14" y="32" width="12" height="36" rx="3" fill="${f}"/><rect x="74" y="32" width="12" height="36" rx="3" fill="${f}"/><rect x="8" y="39" width="6" height="22" rx="2" fill="${f}"/><rect x="86" y="39" width="6" height="22" rx="2" fill="${f}"/>`,
  tent: (f, d) => `<path d="M50 16 L88 82 L12 82 Z" fill="${f}"/><path d="M50 44 L61 82 L39 82 Z" fill="${d}"/>`,
};

/** Each leaf category's object; a category not listed gets a box-shaped parcel (the bottle). */
const CATEGORY_OBJECT: Record<string, keyof typeof OBJECTS> = {
  Elbise: 'dress',
  Bluz: 'shirt',
  Etek: 'dress',
  Gömlek: 'shirt',
  Pantolon: 'trousers',
  Ceket: 'shirt',
  'Bebek Giyim': 'shirt',
  'Okul Kıyafetleri': 'shirt',
  'Akıllı Telefon': 'phone',
  'Telefon Aksesuarları': 'phone',
  'Dizüstü Bilgisayar': 'laptop',
  'Masaüstü Bilgisayar': 'laptop',
  'Ses Sistemleri': 'speaker',
  'Pişirme Gereçleri': 'pot',
  'Küçük Ev Aletleri': 'pot',
  Dekorasyon: 'vase',
  Aydınlatma: 'lamp',
  'Cilt Bakımı': 'bottle',
  Parfüm: 'bottle',
  Koşu: 'shoe',
  Fitness: 'dumbbell',
  Kamp: 'tent',
};

const colourIn = (name: string): [string, string] => {
  const word = Object.keys(COLOURS).find((c) => name.split(' ').includes(c));
  return word ? [word, COLOURS[word] ?? DEFAULT_COLOUR] : ['renkli', DEFAULT_COLOUR];
};

/** Seams and screens: dark on light objects, light on dark ones. */
const detailFor = (fill: string) => (['#f8fafc', '#eab308', '#c8b08a'].includes(fill) ? '#334155' : '#e2e8f0');

/** A studio shot: a warm backdrop, a floor shadow, the object, and a soft light from the top left. */
const productSvg = (
  object: keyof typeof OBJECTS,
  fill: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${PRODUCT_PX}" height="${PRODUCT_PX}" viewBox="0 0 100 100">
<defs><radialGradient id="bg" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="#fbf8f3"/><stop offset="1" stop-color="#e4ddd2"/></radialGradient>
<linearGradient id="light" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>
<rect width="100" height="100" fill="url(#bg)"/><ellipse cx="50" cy="91" rx="34" ry="4" fill="#000" opacity="0.12"/>
<g transform="translate(10 8) scale(0.8)">${OBJECTS[object]?.(fill, detailFor(fill)) ?? ''}</g>
<rect width="100" height="100" fill="url(#light)"/></svg>`;

interface DemoFile {
  readonly filePath: string;
  readonly svg: string;
}

/** A banner: a two-colour gradient with the products of its theme as large soft shapes on the right. */
const bannerSvg = (size: { width: number; height: number }, from: string, to: string, objects: readonly (keyof typeof OBJECTS)[]) => {
  const { width, height } = size;
  const stage = height * 0.9;
  const shapes = objects
    .map((object, i) => {
      const x = width - stage * (i + 1) * 0.72 - width * 0.02;
      return `<g transform="translate(${x} ${height * 0.06 + (i % 2) * height * 0.04}) scale(${stage / 100})" opacity="${0.9 - i * 0.12}">${OBJECTS[object]?.('#ffffff', from) ?? ''}</g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="0.4"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width * 0.78}" cy="${height * 0.5}" r="${height * 0.62}" fill="#fff" opacity="0.08"/>${shapes}</svg>`;
};

const productFile = (product: Product, categoryName: string | undefined): DemoFile & { alt: string } => {
  const object = CATEGORY_OBJECT[categoryName ?? ''] ?? 'bottle';
  const [colourName, fill] = colourIn(product.name);
  return { filePath: `${DEMO_PREFIX}/${object}-${slugify(colourName)}.jpg`, svg: productSvg(object, fill), alt: product.name };
};

const squareMedia = (filePath: string, size: { width: number; height: number }) => ({
  filePath,
  width: size.width,
  height: size.height,
  variantWidths: variantWidthsFor(size.width),
});

/** The product with its photo (one image; a product that has images keeps them). */
export const withDemoImage = (product: Product, categoryName: string | undefined): Product => {
  if (product.images.length > 0) return product;
  const { filePath, alt } = productFile(product, categoryName);
  const image: ProductImage = { type: 'IMAGE', name: alt, alt, ...squareMedia(filePath, { width: PRODUCT_PX, height: PRODUCT_PX }) };
  return { ...product, images: [image] };
};

/** The two demo banners' themes: clothes on rose, electronics on teal (the colours their overlays had). */
const BANNERS = {
  'yeni-sezon': { from: '#881337', to: '#e11d48', objects: ['dress', 'shirt', 'shoe'] },
  teknoloji: { from: '#0f766e', to: '#0e7490', objects: ['laptop', 'phone', 'speaker'] },
} as const satisfies Record<string, { from: string; to: string; objects: readonly (keyof typeof OBJECTS)[] }>;
export type DemoBanner = keyof typeof BANNERS;

/** A banner's desktop and mobile images, as the theme's media slots hold them. */
export const demoBannerMedia = (banner: DemoBanner): { gallery: Media; mobileGallery: Media } => ({
  gallery: { type: 'IMAGE', name: `${banner}.jpg`, ...squareMedia(`${DEMO_PREFIX}/afis-${banner}.jpg`, BANNER.desktop) },
  mobileGallery: { type: 'IMAGE', name: `${banner}-mobil.jpg`, ...squareMedia(`${DEMO_PREFIX}/afis-${banner}-mobil.jpg`, BANNER.mobile) },
});

const bannerFiles = (): DemoFile[] =>
  Object.entries(BANNERS).flatMap(([key, b]) => {
    const { gallery, mobileGallery } = demoBannerMedia(key as DemoBanner);
    return [
      // Two objects on the right: a third would sit behind the centred title.
      { filePath: gallery.filePath, svg: bannerSvg(BANNER.desktop, b.from, b.to, b.objects.slice(0, 2)) },
      { filePath: mobileGallery.filePath, svg: bannerSvg(BANNER.mobile, b.from, b.to, b.objects.slice(0, 1)) },
    ];
  });

/** Writes a file under the media bucket: `key` is its object key (media/…). */
export type MediaWriter = (key: string, bytes: Uint8Array) => Promise<void>;

/**
 * Draws every demo file the products and banners name, as JPEG (82) with its WebP
 * variants, and writes them with `write`. Files shared by several products are drawn once.
 */
export const drawDemoImages = async (products: readonly Product[], categoryName: (p: Product) => string | undefined, write: MediaWriter) => {
  const files = new Map<string, string>();
  for (const p of products) {
    const file = productFile(p, categoryName(p));
    if (p.images[0]?.filePath === file.filePath) files.set(file.filePath, file.svg);
  }
  for (const file of bannerFiles()) files.set(file.filePath, file.svg);
  await Promise.all(
    [...files].map(async ([filePath, svg]) => {
      const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
      const { variants } = await processImage(jpeg);
      // Object keys are the paths without their leading slash (media-keys.ts: mediaFilePath).
      await write(filePath.slice(1), jpeg);
      await Promise.all(variants.map((v) => write(imageVariantPath(filePath, v.width).slice(1), v.bytes)));
    }),
  );
  return files.size;
};
