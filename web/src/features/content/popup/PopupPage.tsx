import './popup-page.css';
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import { findAdminPage, type PopupSettings } from '@shop/shared';
import { apiFetch } from '../../../api/client';
import { useRemoteData } from '../../../api/use-remote-data';
import { formatDateTime, formatNumber } from '../../../format/format';
import { DataPage } from '../../../widgets/data-page/DataPage';
import { RemoteView } from '../../../widgets/data-page/RemoteView';
import { formatDiscount } from '../../campaign/format-code';
import { loadPopup, type PopupApi } from '../../theme/popup/popup-api';
import { PopupDialog } from '../../theme/popup/PopupDialog';
import { POPUP_TEXTS } from '../../theme/popup/texts';
import { POPUP_PAGE_TEXTS as T } from './texts';

const TITLE = findAdminPage('/admin/content/popup')?.label;

const dates = (popup: PopupSettings): string => {
  const start = popup.startDate ? formatDateTime(popup.startDate) : undefined;
  const end = popup.endDate ? formatDateTime(popup.endDate) : undefined;
  if (start && end) return T.between(start, end);
  if (start) return T.from(start);
  if (end) return T.until(end);
  return T.always;
};

/**
 * Açılır Pencere for the roles that own the popup (popups:manage) without the theme builder: what
 * is stored now, and the builder's own popup editor (same form, save and 409 choices) in its dialog.
 * The builder reads the popup with the Üst area, so it shows a save made here on its next load.
 */
export default function PopupPage({ api = apiFetch }: { readonly api?: PopupApi }) {
  const stored = useRemoteData((signal) => loadPopup(api, signal), 'popup');
  const [editing, setEditing] = useState(false);
  const popup = stored.data?.popup?.componentType === 'POPUP' ? stored.data.popup.componentData : undefined;

  return (
    <DataPage
      className="popup-page"
      title={TITLE}
      actions={
        <Button
          type="button"
          label={stored.status === 'ready' && !popup ? T.create : T.edit}
          icon="pi pi-pencil"
          disabled={stored.status !== 'ready'}
          onClick={() => setEditing(true)}
        />
      }
      intro={<p className="popup-page-intro">{T.intro}</p>}
    >
      <RemoteView
        resource={stored}
        summary={T.loadFailed}
        loading={
          <section className="popup-page-summary" aria-label={T.summaryLabel} aria-busy>
            <Skeleton width="40%" height="1.5rem" style={{ marginBottom: '0.75rem' }} />
            <Skeleton width="80%" />
            <Skeleton width="60%" style={{ marginTop: '0.5rem' }} />
          </section>
        }
      >
        {() => (
          <section className="popup-page-summary" aria-label={T.summaryLabel} aria-busy={false}>
            {popup ? <Summary popup={popup} /> : <p className="popup-page-none">{T.none}</p>}
          </section>
        )}
      </RemoteView>
      <PopupDialog
        visible={editing}
        api={api}
        onHide={() => setEditing(false)}
        // The dialog says "saved" itself; the summary reads what is stored now.
        onSaved={() => stored.refresh()}
      />
    </DataPage>
  );
}

function Summary({ popup }: { readonly popup: PopupSettings }) {
  const coupon = popup.type === 'COUPON';
  return (
    <>
      <div className="popup-page-summary-head">
        <h2>{popup.name}</h2>
        <Tag value={popup.isActive ? T.active : T.inactive} severity={popup.isActive ? 'success' : 'secondary'} />
      </div>
      <dl className="popup-page-facts">
        <div>
          <dt>{T.fields.type}</dt>
          <dd>{POPUP_TEXTS.types[popup.type]}</dd>
        </div>
        <div>
          <dt>{T.fields.title}</dt>
          <dd>{popup.title.trim() || T.noTitle}</dd>
        </div>
        <div>
          <dt>{T.fields.frequency}</dt>
          <dd>{POPUP_TEXTS.frequencies[popup.displayFrequency]}</dd>
        </div>
        <div>
          <dt>{T.fields.dates}</dt>
          <dd>{dates(popup)}</dd>
        </div>
        {coupon ? (
          <>
            <div>
              <dt>{T.fields.discount}</dt>
              <dd>{formatDiscount({ discountType: popup.couponDiscountType, discountValue: popup.couponDiscountValue })}</dd>
            </div>
            <div>
              <dt>{T.fields.couponTime}</dt>
              <dd>{popup.couponTime === null ? T.noCouponTime : T.minutes(formatNumber(popup.couponTime))}</dd>
            </div>
          </>
        ) : null}
      </dl>
    </>
  );
}
