/**
 * Runs the data upgrades against a deployed table (the local runtime runs them at every start):
 *
 *   TABLE_NAME=<the stack's TableName output> AWS_REGION=eu-central-1 npm run upgrade-data
 *
 * Each upgrade is safe to run again: new-order alerts written to admins whose roles may not see
 * orders (before issue 24) are withdrawn; products stored before variants (issue 26) get their
 * default variant, their stock becoming its level in the default warehouse (create one in Depolar first);
 * the library files products show are recorded as used (issue 26), so the media library will not delete them;
 * orders stored before the three axes (issue 27) move to the new model, and orders stored before the
 * status × payment finder get it.
 */
import { upgradeProductMediaUses } from '@shop/functions/domain/catalog/upgrade-media-uses';
import { upgradeProductsToVariants } from '@shop/functions/domain/catalog/upgrade-to-variants';
import { withdrawUnauthorisedNotifications } from '@shop/functions/domain/notifications/withdraw-unauthorised';
import { upgradeOrders } from '@shop/functions/domain/orders/upgrade-orders';
import { listWarehouses } from '@shop/functions/repositories/warehouse-repository';

if (!process.env.TABLE_NAME) {
  console.error('TABLE_NAME gerekli: yığının TableName çıktısını verin.');
  process.exit(1);
}
const removed = await withdrawUnauthorisedNotifications();
console.log(`Yetkisiz bildirim kopyası silindi: ${removed}`);
const upgraded = await upgradeProductsToVariants();
console.log(`Varsayılan varyantı verilen ürün: ${upgraded}`);
console.log(`Görsel kullanımı kaydedilen ürün: ${await upgradeProductMediaUses()}`);
const home = (await listWarehouses()).find((w) => w.isDefault);
if (home) {
  const orders = await upgradeOrders(home.id);
  console.log(`Yeni modele taşınan sipariş: ${orders.upgraded}`);
  console.log(`Durum × ödeme bulucusu yazılan sipariş: ${orders.pairFinders}`);
} else console.log('Depo yok: Depolar sayfasında bir depo oluşturup bu komutu yeniden çalıştırın.');
