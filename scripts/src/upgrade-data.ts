/**
 * Runs the data upgrades against a deployed table (the local runtime runs them at every start):
 *
 *   TABLE_NAME=<the stack's TableName output> AWS_REGION=eu-central-1 npm run upgrade-data
 *
 * Each upgrade is safe to run again. Today: new-order alerts written to admins whose roles may
 * not see orders (before issue 24) are withdrawn.
 */
import { withdrawUnauthorisedNotifications } from '@shop/functions/domain/notifications/withdraw-unauthorised';

if (!process.env.TABLE_NAME) {
  console.error('TABLE_NAME gerekli: yığının TableName çıktısını verin.');
  process.exit(1);
}
const removed = await withdrawUnauthorisedNotifications();
console.log(`Yetkisiz bildirim kopyası silindi: ${removed}`);
