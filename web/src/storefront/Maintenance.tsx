import { useEffect } from 'react';
import type { StorefrontShop, ThemeConfig } from '@shop/shared';
import { setPageMeta, withShopName } from './format';
import { STOREFRONT_TEXTS as T } from './texts';
import { themeVariables } from './theme-style';

/** What shoppers see while Genel Ayarlar' maintenance mode is on: the shop's name, its message and how to reach it, in the theme's look. */
export function MaintenancePage({ shop, themeConfig }: { shop: StorefrontShop; themeConfig: ThemeConfig }) {
  useEffect(() => setPageMeta(withShopName(T.maintenanceTitle), T.maintenanceText), []);
  return (
    <div className="sf-root" style={themeVariables(themeConfig)}>
      <main className="sf-status sf-maintenance">
        {shop.logoPath ? (
          <img src={shop.logoPath} alt={shop.name} className="sf-maintenance-logo" />
        ) : (
          <p className="sf-maintenance-name">{shop.name}</p>
        )}
        <h1>{T.maintenanceTitle}</h1>
        <p>{shop.maintenance?.message || T.maintenanceText}</p>
        {shop.email || shop.phone ? (
          <p>
            {T.maintenanceContact} {shop.email ? <a href={`mailto:${shop.email}`}>{shop.email}</a> : null}
            {shop.email && shop.phone ? ' · ' : null}
            {shop.phone ? <a href={`tel:${shop.phone.replace(/\s/g, '')}`}>{shop.phone}</a> : null}
          </p>
        ) : null}
      </main>
    </div>
  );
}

/** Told to a signed-in admin who sees the shop while shoppers see the maintenance page. */
export function MaintenanceNotice() {
  return (
    <p className="sf-maintenance-notice" role="status">
      {T.maintenanceAdminNotice}
    </p>
  );
}
