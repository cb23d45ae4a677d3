import { registerAdmins } from '@shop/functions/repositories/admin-registry-repository';
import { putBrands } from '@shop/functions/repositories/brand-repository';
import { putCategories } from '@shop/functions/repositories/category-repository';
import { putGuests, putMembers } from '@shop/functions/repositories/customer-repository';
import { putNotificationsFor } from '@shop/functions/repositories/notification-repository';
import { putOrders } from '@shop/functions/repositories/order-repository';
import { ensureOrderNumberAtLeast } from '@shop/functions/repositories/cart-repository';
import { putReturns } from '@shop/functions/repositories/return-repository';
import { demoReturns } from './demo-returns';
import { putProducts } from '@shop/functions/repositories/product-repository';
import { putStockLevels } from '@shop/functions/repositories/stock-repository';
import { upgradeProductMediaUses } from '@shop/functions/domain/catalog/upgrade-media-uses';
import { upgradeProductsToVariants } from '@shop/functions/domain/catalog/upgrade-to-variants';
import { upgradeOrders } from '@shop/functions/domain/orders/upgrade-orders';
import { readSeedMarker, writeSeedMarker } from '@shop/functions/repositories/seed-marker-repository';
import { withdrawUnauthorisedNotifications } from '@shop/functions/domain/notifications/withdraw-unauthorised';
import { loadTab, saveTab } from '@shop/functions/domain/theme/theme-tabs';
import type { Caller } from '@shop/functions/domain/caller';
import { displayName, mayReceiveNotification, SAVE_PAGE_TYPES } from '@shop/shared';
import { demoAdmins } from './demo-admins';
import { seedDemoForms } from './demo-forms';
import { seedDemoCare } from './demo-care';
import { ensureDemoLiveChat } from './demo-live-chat';
import { ensureDemoCargoSettings } from './demo-cargo-settings';
import { ensureDemoGeneralSettings } from './demo-general-settings';
import { DEMO_WAREHOUSE_IDS, ensureDemoCatalogueSetup } from './demo-catalogue-setup';
import { DEMO_SIZE, demoData } from './demo-data';
import { withDemoStock } from './demo-stock';
import { demoTheme, type DemoCatalogue } from './demo-theme';
import { ensureDemoPages } from './demo-pages';
import { drawDemoImages, type MediaWriter } from './demo-images';
import { seedDemoQuestions } from './demo-questions';

/** The demo orders are #1001 to #1000 + DEMO_SIZE.orders. */
const DEMO_LAST_ORDER_NUMBER = 1000 + DEMO_SIZE.orders;

/** The customer service agent who answered the demo's support requests (undefined when the runtime made no such admin). */
const customerService = (adminSubs: readonly string[]): Caller | undefined => {
  const admins = demoAdmins();
  const index = admins.findIndex((a) => a.role === 'CUSTOMER_SERVICE');
  const admin = admins[index];
  const sub = adminSubs[index];
  if (!admin || !sub) return undefined;
  return {
    sub,
    groups: admin.groups,
    email: admin.email,
    name: displayName({ givenName: admin.givenName, familyName: admin.familyName, email: admin.email }),
  };
};

/** The product manager as the answers' author (the runtime passes the subs in demoAdmins() order). */
const productManager = (adminSubs: readonly string[]): { sub: string; name: string } => {
  const admins = demoAdmins();
  const index = admins.findIndex((a) => a.role === 'PRODUCT_MANAGER');
  const admin = admins[index];
  return { sub: adminSubs[index] ?? 'demo-product-manager', name: admin ? `${admin.givenName} ${admin.familyName}` : 'Ürün Yöneticisi' };
};

/** The demo theme is saved as the theme manager's version 1 of each area, as the builder would. */
const themeManager = (adminSubs: readonly string[]): Caller => {
  // The runtime passes the subs in demoAdmins() order.
  const admins = demoAdmins();
  const index = admins.findIndex((a) => a.role === 'THEME_MANAGER');
  const admin = admins[index];
  const sub = adminSubs[index];
  if (!admin || !sub) throw new Error('demo theme: the theme manager was not created');
  return {
    sub,
    groups: admin.groups,
    email: admin.email,
    name: displayName({ givenName: admin.givenName, familyName: admin.familyName, email: admin.email }),
  };
};

/** An area someone already saved (a seed stopped half way and started again) is kept. */
const seedDemoTheme = async (catalogue: DemoCatalogue, caller: Caller) => {
  const theme = demoTheme(catalogue);
  for (const pageType of SAVE_PAGE_TYPES) {
    if ((await loadTab(pageType)).version === 0) await saveTab({ pageType, components: theme[pageType], baseVersion: 0, caller });
  }
};

/**
 * Writes the demo shop once; a second start finds the marker and keeps what is there.
 * Needs TABLE_NAME and DYNAMODB_ENDPOINT in the environment, as the handlers do.
 */
/** `writeMedia` writes a file into the media bucket: the demo's drawn photos and banners (issue 32). */
export const seedDemoShop = async (adminSubs: readonly string[], writeMedia: MediaWriter): Promise<'seeded' | 'kept'> => {
  if (await readSeedMarker()) {
    // A shop seeded by an older version may hold alerts its admins may not see.
    await withdrawUnauthorisedNotifications();
    // A shop seeded before variants and warehouses existed gets the demo units, warehouses and option types.
    await ensureDemoCatalogueSetup();
    // …and, if it predates Kargo Otomasyonu, the demo carriers, fees and return address.
    await ensureDemoCargoSettings();
    // …and, if it predates Genel Ayarlar, the demo shop's name and contact (its bank accounts from
    // Kargo Otomasyonu carried over by this first save).
    await ensureDemoGeneralSettings();
    // …and its products their default variant, with their stock as a level of the default warehouse.
    await upgradeProductsToVariants();
    // …and its orders the three axes (issue 27).
    await upgradeOrders(DEMO_WAREHOUSE_IDS.merkez);
    // …and the files its products show are recorded as used, so the library will not delete them.
    await upgradeProductMediaUses();
    // …and checkout's order numbers start after the demo orders'.
    await ensureOrderNumberAtLeast(DEMO_LAST_ORDER_NUMBER);
    // …and the pages a Turkish shop publishes (issue 29), which its footer links to.
    await ensureDemoPages();
    // …and, if it predates Canlı destek (issue 30), its support hours and two demo conversations.
    await ensureDemoLiveChat(new Date());
    return 'kept';
  }
  // Orders are dated back from now, so Genel Bakış shows a shop that sold today.
  const data = demoData(DEMO_SIZE, undefined, new Date());
  // Issue 32: the photos and banners the products and the theme name, drawn (CPU) while the writes
  // below wait on the table; awaited before the marker, so a seeded shop always has its files.
  const images = drawDemoImages(data.products, data.categoryOf, writeMedia);
  // A step below that fails first is what the seed reports; this one's failure is then not unhandled.
  images.catch(() => undefined);
  const admins = demoAdmins();
  // Products find their categories' ancestors in the table, and orders their guests.
  await putCategories(data.categories);
  await putBrands(data.brands);
  await ensureDemoCatalogueSetup();
  await ensureDemoCargoSettings();
  await ensureDemoGeneralSettings();
  const stock = withDemoStock(data.products, data.orders);
  await putProducts(stock.products);
  await putStockLevels(stock.levels);
  await putMembers(data.members);
  await putGuests(data.guests);
  // Two demo returns on delivered orders (İadeler), with the orders' counters and timelines.
  const returned = demoReturns(data.orders);
  await putOrders(returned.orders, [...data.orderEvents, ...returned.events]);
  await putReturns(returned.returns);
  // Checkout numbers its orders after the demo's (#1001 onwards).
  await ensureOrderNumberAtLeast(Math.max(DEMO_LAST_ORDER_NUMBER, ...data.orders.map((o) => Number(o.id))));
  // Each admin gets only the demo alerts their role may see (the runtime passes the subs in demoAdmins() order).
  for (const [i, sub] of adminSubs.entries()) {
    const groups = admins[i]?.groups ?? [];
    await putNotificationsFor(
      sub,
      data.notifications.filter((n) => mayReceiveNotification(n.type, groups)),
    );
  }
  // New orders notify known admins; the demo admins are known before their first sign-in, by
  // name too (Aktivite Geçmişi's "who" filter lists them).
  await registerAdmins(
    adminSubs.map((sub, i) => {
      const admin = admins[i];
      return admin
        ? { sub, groups: admin.groups, name: displayName({ givenName: admin.givenName, familyName: admin.familyName, email: admin.email }) }
        : { sub };
    }),
  );
  // The pages the demo footer links to (KVKK, the contracts …), before the theme that links them.
  await ensureDemoPages();
  await seedDemoTheme(data, themeManager(adminSubs));
  // Issue 29: Form Oluşturucu's demo contact form and two submissions.
  await seedDemoForms(new Date());
  // Issue 30: Destek's requests in each status and Geri Bildirimler' notes.
  await seedDemoCare(new Date(), data.orders, customerService(adminSubs));
  // Issue 30: Ürün Soruları' demo questions, answered by the product manager.
  await seedDemoQuestions(stock.products, productManager(adminSubs), new Date());
  // Issue 30: Canlı destek's hours and two conversations.
  await ensureDemoLiveChat(new Date());
  await images;
  await writeSeedMarker(new Date().toISOString());
  return 'seeded';
};
