import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import {
  availableReturnActions,
  can,
  RETURN_ACTION_LABELS,
  RETURN_REASON_LABELS,
  REFUND_METHOD_LABELS,
  type Return,
  type ReturnActionKind,
} from '@shop/shared';
import { useRemoteData } from '../../api/use-remote-data';
import { formatCurrency, formatDateTime, formatNumber } from '../../format/format';
import { useSignedInUser } from '../../session/auth/auth-context';
import { RemoteView } from '../../widgets/data-page/RemoteView';
import { orderPath } from '../order/customer-link';
import { fetchReturn } from './return-api';
import { ReturnActionForm } from './ReturnActionForm';
import { ReturnStatusTag } from './ReturnStatusTag';
import { RETURN_TEXTS } from './texts';

const T = RETURN_TEXTS.detail;

interface Props {
  /** The return shown; undefined while closed. */
  readonly id: string | undefined;
  readonly onHide: () => void;
  /** A change was saved: the list behind refreshes its rows. */
  readonly onChanged: () => void;
}

/** One return: its lines, reasons, refund and history, and the actions its status allows the signed-in role. */
export function ReturnDetailDialog({ id, onHide, onChanged }: Props) {
  return (
    <Dialog header={id ?? ''} visible={id !== undefined} onHide={onHide} style={{ width: 'min(56rem, 96vw)' }} draggable={false} modal>
      {id ? <ReturnDetail key={id} id={id} onChanged={onChanged} /> : null}
    </Dialog>
  );
}

function ReturnDetail({ id, onChanged }: { readonly id: string; readonly onChanged: () => void }) {
  const { groups } = useSignedInUser();
  const resource = useRemoteData((signal) => fetchReturn(id, signal), id);
  const [saved, setSaved] = useState<Return>();
  const [action, setAction] = useState<ReturnActionKind>();
  /** Why the last action was refused (409): said above the actions while the return is read again. */
  const [notice, setNotice] = useState<string>();
  return (
    <RemoteView resource={resource} loading={<p className="return-muted">{T.loading}</p>} summary={T.failed}>
      {(loaded) => {
        // What the last action answered is newer than what was loaded.
        const ret = saved && saved.version > loaded.version ? saved : loaded;
        const actions = availableReturnActions(ret.status, (p) => can(groups, p));
        return (
          <div className="return-detail">
            <dl className="return-facts">
              <div>
                <dt>{T.order}</dt>
                <dd>
                  <Link to={orderPath(ret.orderId)}>#{ret.orderId}</Link>
                </dd>
              </div>
              <div>
                <dt>{T.customer}</dt>
                <dd>{ret.customerName}</dd>
              </div>
              <div>
                <dt>{RETURN_TEXTS.columns.status}</dt>
                <dd>
                  <ReturnStatusTag status={ret.status} />
                </dd>
              </div>
              {ret.returnCode ? (
                <div>
                  <dt>{T.returnCode}</dt>
                  <dd className="return-mono">{ret.returnCode}</dd>
                </div>
              ) : null}
              {ret.rejectReason ? (
                <div>
                  <dt>{T.rejectReason}</dt>
                  <dd>{ret.rejectReason}</dd>
                </div>
              ) : null}
              {ret.refund ? (
                <div>
                  <dt>{T.refund}</dt>
                  <dd>
                    {formatCurrency(ret.refund.amount)} · {REFUND_METHOD_LABELS[ret.refund.method]}
                    {ret.refund.iban ? ` · ${ret.refund.iban}` : ''}
                    {ret.refund.includesShipping ? ` · ${T.shippingIncluded}` : ''}
                  </dd>
                </div>
              ) : null}
            </dl>
            {ret.outsideWindow ? <p className="return-warning">{T.outsideWindow}</p> : null}
            <h3>{T.lines}</h3>
            <div className="return-table-scroll">
              <table className="return-lines">
                <thead>
                  <tr>
                    <th scope="col">{T.product}</th>
                    <th scope="col" className="num">
                      {T.quantity}
                    </th>
                    <th scope="col">{T.reason}</th>
                    <th scope="col" className="num">
                      {T.received}
                    </th>
                    <th scope="col" className="num">
                      {T.damaged}
                    </th>
                    <th scope="col">{T.restock}</th>
                  </tr>
                </thead>
                <tbody>
                  {ret.lines.map((l) => (
                    <tr key={l.orderLineId}>
                      <th scope="row">
                        {l.name}
                        <small>
                          {l.sku}
                          {l.optionLabel ? ` · ${l.optionLabel}` : ''}
                        </small>
                      </th>
                      <td className="num">{formatNumber(l.quantity)}</td>
                      <td>
                        {RETURN_REASON_LABELS[l.reason]}
                        {l.note ? <small>{l.note}</small> : null}
                      </td>
                      <td className="num">{formatNumber(l.receivedQuantity)}</td>
                      <td className="num">{formatNumber(l.damagedQuantity)}</td>
                      <td>{l.restock ? T.restocked : T.notRestocked}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {notice ? <Message severity="warn" text={notice} role="alert" className="return-notice" /> : null}
            {actions.length > 0 ? (
              <div className="return-actions" role="group" aria-label={T.actions}>
                {actions.map((a) => (
                  <Button
                    key={a}
                    type="button"
                    size="small"
                    label={RETURN_ACTION_LABELS[a]}
                    outlined={action !== a}
                    severity={a === 'REJECT' || a === 'CANCEL' ? 'danger' : undefined}
                    aria-pressed={action === a}
                    onClick={() => {
                      setNotice(undefined);
                      setAction(action === a ? undefined : a);
                    }}
                  />
                ))}
              </div>
            ) : null}
            {action ? (
              <ReturnActionForm
                key={`${action}-${ret.version}`}
                action={action}
                ret={ret}
                onCancel={() => setAction(undefined)}
                onSaved={(next) => {
                  setSaved(next);
                  setAction(undefined);
                  onChanged();
                }}
                onConflict={(message) => {
                  setNotice(message);
                  setAction(undefined);
                  resource.refresh();
                }}
              />
            ) : null}
            <h3>{T.timeline}</h3>
            <ol className="return-timeline">
              {[...ret.events].reverse().map((e, i) => (
                <li key={`${e.at}-${i}`}>
                  <span className="return-when">{formatDateTime(e.at)}</span> {e.message}
                  {e.note ? <small>{e.note}</small> : null}
                  <small>{e.by.name}</small>
                </li>
              ))}
            </ol>
          </div>
        );
      }}
    </RemoteView>
  );
}
