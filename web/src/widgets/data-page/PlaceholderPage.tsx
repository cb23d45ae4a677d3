import { Link, useLocation } from 'react-router-dom';
import { findAdminPage } from '@shop/shared';
import { PAGE_TEXTS } from './texts';
import './data-pages.css';

/** An admin page the spec lists but no API serves yet: says so plainly and offers a way back. */
export default function PlaceholderPage() {
  const { pathname } = useLocation();
  const title = findAdminPage(pathname)?.label ?? pathname;
  return (
    <div className="page status-page">
      <i className="pi pi-clock status-page-icon" aria-hidden="true" />
      <h1>{title}</h1>
      <h2>{PAGE_TEXTS.notAvailableTitle}</h2>
      <p>{PAGE_TEXTS.notAvailableBody(title)}</p>
      <div className="status-page-actions">
        <Link className="p-button" to="/admin/dashboard">
          {PAGE_TEXTS.backToDashboard}
        </Link>
      </div>
    </div>
  );
}
