import { Link } from 'react-router-dom';
import { PAGE_TEXTS } from './texts';
import './data-pages.css';

interface Props {
  /** A record the API did not find (404) rather than an unknown address. */
  readonly record?: boolean;
  /** Where "back" goes: the list the record belongs to, else the dashboard. */
  readonly back?: { readonly to: string; readonly label: string };
}

export default function NotFoundPage({ record = false, back }: Props) {
  return (
    <div className="page status-page">
      <i className="pi pi-search status-page-icon" aria-hidden="true" />
      <h1>{record ? PAGE_TEXTS.recordNotFoundTitle : PAGE_TEXTS.notFoundTitle}</h1>
      <p>{record ? PAGE_TEXTS.recordNotFoundBody : PAGE_TEXTS.notFoundBody}</p>
      <div className="status-page-actions">
        {back ? (
          <Link className="p-button p-button-outlined" to={back.to}>
            {back.label}
          </Link>
        ) : null}
        <Link className="p-button" to="/admin/dashboard">
          {PAGE_TEXTS.backToDashboard}
        </Link>
      </div>
    </div>
  );
}
