import './dashboard.css';
import { Card } from 'primereact/card';
import { Tag } from 'primereact/tag';
import { canAny, displayName, findAdminPage, GUEST_PERMISSIONS, MEMBER_PERMISSIONS, ORDER_PERMISSIONS, PRODUCT_PERMISSIONS } from '@shop/shared';
import { useSignedInUser } from '../../session/auth/auth-context';
import { OrdersWidget } from './OrdersWidget';
import { roleTitles } from './role-titles';
import { CustomersWidget, NotificationsWidget, ProductsWidget, ThemeWidget } from './SmallWidgets';

const TITLE = findAdminPage('/admin/dashboard')?.label;

export default function DashboardPage() {
  const user = useSignedInUser();
  return (
    <div className="page">
      <h1>{TITLE}</h1>
      <Card>
        <div className="dashboard-user">
          <strong data-testid="dashboard-user-name">{displayName(user)}</strong>
          <span data-testid="dashboard-user-email">{user.email}</span>
          <div className="dashboard-roles">
            {roleTitles(user.groups).map((title) => (
              <Tag key={title} value={title} />
            ))}
          </div>
        </div>
      </Card>
      {/* The permission matrix decides every widget; each loads on its own. */}
      <div className="dashboard-grid">
        {canAny(user.groups, ORDER_PERMISSIONS) ? <OrdersWidget /> : null}
        {canAny(user.groups, PRODUCT_PERMISSIONS) ? <ProductsWidget canEdit={canAny(user.groups, ['products:manage'])} /> : null}
        {canAny(user.groups, [...MEMBER_PERMISSIONS, ...GUEST_PERMISSIONS]) ? <CustomersWidget /> : null}
        {canAny(user.groups, ['theme:manage']) ? <ThemeWidget /> : null}
        <NotificationsWidget />
      </div>
    </div>
  );
}
