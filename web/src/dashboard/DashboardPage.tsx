import { Card } from 'primereact/card';
import { Tag } from 'primereact/tag';
import { displayName, findAdminPage } from '@shop/shared';
import { useSignedInUser } from '../auth/auth-context';
import { roleTitles } from './role-titles';

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
    </div>
  );
}
