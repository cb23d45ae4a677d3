import { registerAdmins } from '@shop/functions/repositories/admin-registry-repository';
import { putBrands } from '@shop/functions/repositories/brand-repository';
import { putCategories } from '@shop/functions/repositories/category-repository';
import { putGuests, putMembers } from '@shop/functions/repositories/customer-repository';
import { putNotificationsFor } from '@shop/functions/repositories/notification-repository';
import { putOrders } from '@shop/functions/repositories/order-repository';
import { putProducts } from '@shop/functions/repositories/product-repository';
import { readSeedMarker, writeSeedMarker } from '@shop/functions/repositories/seed-marker-repository';
import { demoData } from './demo-data';

/**
 * Writes the demo shop once; a second start finds the marker and keeps what is there.
 * Needs TABLE_NAME and DYNAMODB_ENDPOINT in the environment, as the handlers do.
 */
export const seedDemoShop = async (adminSubs: readonly string[]): Promise<'seeded' | 'kept'> => {
  if (await readSeedMarker()) return 'kept';
  const data = demoData();
  // Products find their categories' ancestors in the table, and orders their guests.
  await putCategories(data.categories);
  await putBrands(data.brands);
  await putProducts(data.products);
  await putMembers(data.members);
  await putGuests(data.guests);
  await putOrders(data.orders);
  for (const sub of adminSubs) await putNotificationsFor(sub, data.notifications);
  // New orders notify known admins; the demo admins are known before their first sign-in.
  await registerAdmins(adminSubs.map((sub) => ({ sub })));
  await writeSeedMarker(new Date().toISOString());
  return 'seeded';
};
