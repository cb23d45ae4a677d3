import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ORDER_ACTION_LABELS, type OrderSummary } from '@shop/shared';
import { formatNumber } from '../../format/format';
import { runBulkAction, type BulkAction, type BulkResult } from './bulk-actions';
import { sendOrderAction } from './order-api';
import { ORDER_TEXTS } from './texts';

const T = ORDER_TEXTS.bulk;

interface Props {
  /** The action asked for; undefined while the dialog is closed. */
  readonly action: BulkAction | undefined;
  readonly orders: readonly OrderSummary[];
  /** Closed after a run: the list reloads to show the orders' new states. */
  readonly onClose: (ran: boolean) => void;
}

/** "Onayla" / "Hazırlanıyor" for the selected orders: asks first, then shows each order's outcome as it comes. */
export function BulkActionDialog({ action, orders, onClose }: Props) {
  const [results, setResults] = useState<ReadonlyMap<string, BulkResult>>();
  const running = results !== undefined && [...results.values()].some((r) => r.state === 'pending' || r.state === 'running');
  const label = action ? ORDER_ACTION_LABELS[action] : '';

  const run = async () => {
    if (!action) return;
    setResults(new Map(orders.map((o) => [o.id, { state: 'pending' }])));
    await runBulkAction(orders, action, sendOrderAction, (id, result) => setResults((current) => new Map(current).set(id, result)));
  };

  const close = () => {
    if (running) return;
    const ran = results !== undefined;
    setResults(undefined);
    onClose(ran);
  };

  const all = results ? [...results.values()] : [];
  const failed = all.filter((r) => r.state === 'failed').length;
  const ok = all.filter((r) => r.state === 'done').length;
  return (
    <Dialog
      header={T.header(label)}
      visible={action !== undefined}
      onHide={close}
      style={{ width: 'min(34rem, 95vw)' }}
      draggable={false}
      modal
      closable={!running}
      footer={
        results ? (
          <Button type="button" label={T.close} onClick={close} disabled={running} />
        ) : (
          <>
            <Button type="button" label={T.cancel} text onClick={close} />
            <Button type="button" label={`${T.run}: ${label}`} icon="pi pi-check" onClick={() => void run()} />
          </>
        )
      }
    >
      {results === undefined ? (
        <p>{T.intro(formatNumber(orders.length), label)}</p>
      ) : (
        <>
          <p role="status" aria-live="polite">
            {running ? T.running : T.summary(formatNumber(ok), formatNumber(failed))}
          </p>
          <table className="order-bulk-results" aria-label={T.resultsLabel}>
            <thead>
              <tr>
                <th scope="col">{T.order}</th>
                <th scope="col">{T.result}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => {
                const result = results.get(o.id);
                return (
                  <tr key={o.id} data-state={result?.state}>
                    <th scope="row">#{o.id}</th>
                    <td>
                      {result?.state === 'done' ? (
                        <span className="order-bulk-ok">
                          <i className="pi pi-check" aria-hidden="true" /> {action ? T.done[action] : ''}
                        </span>
                      ) : result?.state === 'failed' ? (
                        <span className="order-bulk-failed">
                          <i className="pi pi-times" aria-hidden="true" /> {result.message}
                        </span>
                      ) : (
                        T.pending
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
    </Dialog>
  );
}
