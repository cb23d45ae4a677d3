import { useLocation } from 'react-router-dom';
import { Tag } from 'primereact/tag';
import { MESSAGES } from '@shop/shared';
import { pageTitle } from '../shell/page-title';

/** Stands in for admin pages that are not built yet. */
export default function PlaceholderPage() {
  const { pathname } = useLocation();
  return (
    <div className="page">
      <h1>{pageTitle(pathname)}</h1>
      <Tag severity="info" value={MESSAGES.labels.comingSoon} />
    </div>
  );
}
