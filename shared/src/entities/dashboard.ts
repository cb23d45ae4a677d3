import * as z from 'zod';

/** How many days the orders chart shows, today included. */
export const ORDER_CHART_DAYS = 14;
/** How many of the latest orders the orders widget lists. */
export const DASHBOARD_LATEST_ORDERS = 5;

/** The shop's calendar day (Turkey keeps UTC+3 all year) of an instant, as YYYY-MM-DD. */
export const shopDay = (at: Date | string | number): string => new Date(new Date(at).getTime() + 3 * 3600_000).toISOString().slice(0, 10);

export const dayFiguresSchema = z.object({ day: z.string(), orderCount: z.number().int(), revenue: z.number() });
export type DayFigures = z.infer<typeof dayFiguresSchema>;

export const dashboardOrdersSchema = z.object({
  /** Oldest first, ORDER_CHART_DAYS of them, the last one today; days without orders are zeros. */
  days: z.array(dayFiguresSchema),
  latest: z.array(z.object({ id: z.string(), createdAt: z.string(), total: z.number(), customerName: z.string(), status: z.string() })),
});
export type DashboardOrders = z.infer<typeof dashboardOrdersSchema>;

export const dashboardCustomersSchema = z.object({
  /** Since Monday 00:00 in the shop's time; a count the caller may not see is left out. */
  weekStart: z.string(),
  newMembers: z.number().int().optional(),
  newGuests: z.number().int().optional(),
});
export type DashboardCustomers = z.infer<typeof dashboardCustomersSchema>;

export const dashboardProductsSchema = z.object({
  /** Ürün Ayarları' low-stock threshold. */
  threshold: z.number().int(),
  /** Variant × warehouse levels at or below it, fewest available first; out of stock (≤ 0) and low (above 0). */
  levels: z.array(
    z.object({
      productId: z.string(),
      variantId: z.string(),
      productName: z.string(),
      sku: z.string(),
      /** `M / Kırmızı`; empty for a product without options. */
      optionLabel: z.string(),
      warehouseId: z.string(),
      warehouseName: z.string(),
      available: z.number(),
    }),
  ),
});
export type DashboardProducts = z.infer<typeof dashboardProductsSchema>;

export const dashboardThemeSchema = z.object({
  lastPublished: z
    .object({ at: z.string(), by: z.object({ name: z.string().optional(), email: z.string().optional() }), area: z.string(), version: z.number() })
    .nullable(),
});
export type DashboardTheme = z.infer<typeof dashboardThemeSchema>;
