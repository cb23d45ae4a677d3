import { MESSAGES, NEW_ORDER_TOAST_DURATION_MS } from '@shop/shared';
import { orderPath } from '../../features/order/customer-link';
import { showToast } from '../../ui/toast';
import { REALTIME_TEXTS } from './texts';

/** Spec §8: 'Yeni Sipariş Bildirimi' for 120000 ms, with a view action opening the order in a new tab. */
export const showOrderAlert = (orderId: string): void =>
  showToast({
    severity: 'info',
    life: NEW_ORDER_TOAST_DURATION_MS,
    content: (
      <div className="order-alert" data-testid="order-alert">
        <i className="pi pi-shopping-cart order-alert-icon" aria-hidden="true" />
        <div className="order-alert-body">
          <span className="p-toast-summary">{MESSAGES.alerts.newOrder}</span>
          <div className="p-toast-detail">{REALTIME_TEXTS.newOrderDetail(orderId)}</div>
          <a className="p-button p-button-sm order-alert-view" href={orderPath(orderId)} target="_blank" rel="noopener noreferrer">
            {REALTIME_TEXTS.viewOrder}
          </a>
        </div>
      </div>
    ),
  });
