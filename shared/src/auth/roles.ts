import * as z from 'zod';
import { PERMISSIONS, permissionSchema, type Permission } from './permissions';

export const ROLE_NAMES = [
  'SUPER_ADMIN',
  'ADMIN',
  'PRODUCT_MANAGER',
  'WAREHOUSE_MANAGER',
  'ORDER_MANAGER',
  'MARKETING_MANAGER',
  'CONTENT_MANAGER',
  'THEME_MANAGER',
  'CUSTOMER_SERVICE',
  'ANALYST',
  'USER',
] as const;

export const roleNameSchema = z.enum(ROLE_NAMES);
export type RoleName = z.infer<typeof roleNameSchema>;

export const badgeVariantSchema = z.enum(['default', 'secondary', 'destructive', 'outline', 'success', 'warning', 'info']);

export const roleSchema = z.object({
  name: roleNameSchema,
  title: z.string().min(1),
  description: z.string(),
  permissions: z.array(permissionSchema),
  badgeVariant: badgeVariantSchema,
});
export type Role = z.infer<typeof roleSchema>;

const role = (name: RoleName, title: string, description: string, badgeVariant: Role['badgeVariant'], permissions: readonly Permission[]): Role =>
  roleSchema.parse({ name, title, description, badgeVariant, permissions: [...permissions] });

/** The role -> permission matrix (platform spec §6). The single source for menus and server checks. */
export const ROLES: Readonly<Record<RoleName, Role>> = {
  SUPER_ADMIN: role('SUPER_ADMIN', 'Süper Yönetici', 'Tüm yetkilere sahiptir.', 'destructive', PERMISSIONS),
  ADMIN: role('ADMIN', 'Yönetici', 'Katalog, sipariş, kampanya, içerik ve üyeleri yönetir.', 'default', [
    'dashboard:view',
    'statistics:view',
    'products:manage',
    'categories:manage',
    'variants:manage',
    'brands:manage',
    'orders:manage',
    'payments:manage',
    'campaign-codes:manage',
    'pages:manage',
    'gallery:manage',
    'popups:manage',
    'members:manage',
    'guests:view',
    'notifications:manage',
    'questions:manage',
  ]),
  PRODUCT_MANAGER: role('PRODUCT_MANAGER', 'Ürün Yöneticisi', 'Ürünleri, kategorileri ve stokları yönetir.', 'info', [
    'dashboard:view',
    'products:manage',
    'categories:manage',
    'variants:manage',
    'brands:manage',
    'stock-types:manage',
    'warehouse:manage',
    'product-content:manage',
    'additional-info:manage',
    'faq:manage',
    'cta:manage',
    'settings:product',
    'questions:manage',
  ]),
  WAREHOUSE_MANAGER: role('WAREHOUSE_MANAGER', 'Depo Yöneticisi', 'Stok ve depo işlemlerini yürütür.', 'secondary', [
    'dashboard:view',
    'products:view',
    'stock-types:manage',
    'warehouse:manage',
    'orders:view',
    'settings:cargo',
  ]),
  ORDER_MANAGER: role('ORDER_MANAGER', 'Sipariş Yöneticisi', 'Siparişleri ve ödemeleri yönetir.', 'warning', [
    'dashboard:view',
    'orders:manage',
    'orders:view',
    'payments:manage',
    'products:view',
    'settings:cargo',
  ]),
  MARKETING_MANAGER: role('MARKETING_MANAGER', 'Pazarlama Yöneticisi', 'Kampanyaları, açılır pencereleri ve duyuruları yönetir.', 'success', [
    'dashboard:view',
    'statistics:view',
    'campaign-codes:manage',
    'popups:manage',
    'banners:manage',
    'marquee:manage',
    'social-media:manage',
    'orders:view',
    'products:view',
  ]),
  CONTENT_MANAGER: role('CONTENT_MANAGER', 'İçerik Yöneticisi', 'Sayfaları, formları ve içerikleri yönetir.', 'info', [
    'dashboard:view',
    'pages:manage',
    'page-categories:manage',
    'gallery:manage',
    'forms:manage',
    'popups:manage',
    'product-content:manage',
    'faq:manage',
    'cta:manage',
  ]),
  THEME_MANAGER: role('THEME_MANAGER', 'Tema Yöneticisi', 'Mağaza temasını ve görsel içerikleri düzenler.', 'default', [
    'dashboard:view',
    'theme:manage',
    'gallery:manage',
    'banners:manage',
    'marquee:manage',
  ]),
  CUSTOMER_SERVICE: role('CUSTOMER_SERVICE', 'Müşteri Hizmetleri', 'Müşteri taleplerini ve üyeleri yönetir.', 'secondary', [
    'dashboard:view',
    'orders:view',
    'products:view',
    'support:manage',
    'feedback:manage',
    'guests:view',
    'members:manage',
  ]),
  ANALYST: role('ANALYST', 'Analist', 'İstatistikleri ve kayıtları görüntüler.', 'outline', [
    'dashboard:view',
    'statistics:view',
    'orders:view',
    'products:view',
    'guests:view',
  ]),
  USER: role('USER', 'Kullanıcı', 'Yönetim yetkisi yoktur.', 'outline', []),
};

/** Keeps only known role names: tokens may carry groups this app does not define. */
export const knownRoles = (groups: readonly string[]): RoleName[] => groups.filter((g): g is RoleName => roleNameSchema.safeParse(g).success);
