import { useState } from 'react';
import { Calendar } from 'primereact/calendar';
import { RETURN_REASON_LABELS } from '@shop/shared';
import { useRemoteData } from '../../api/use-remote-data';
import { formatNumber } from '../../format/format';
import { dateOfDay, dayOf } from '../../format/shop-day';
import { RemoteView } from '../../widgets/data-page/RemoteView';
import { fetchReasonFigures } from './return-api';
import { RETURN_TEXTS } from './texts';

const T = RETURN_TEXTS.figures;
const DAY_MS = 86_400_000;

/** İade nedenleri: how many lines and pieces came back per reason in a chosen period (the last 30 days at first), as bars. */
export function ReasonFigures() {
  const [range, setRange] = useState(() => ({ from: dayOf(new Date(Date.now() - 29 * DAY_MS)), to: dayOf(new Date()) }));
  const figures = useRemoteData((signal) => fetchReasonFigures(range.from, range.to, signal), `${range.from}:${range.to}`);
  return (
    <section className="return-figures" aria-labelledby="return-figures-title">
      <div className="return-figures-head">
        <h2 id="return-figures-title">{T.title}</h2>
        <Calendar
          value={[dateOfDay(range.from), dateOfDay(range.to)]}
          selectionMode="range"
          readOnlyInput
          locale="tr"
          dateFormat="dd.mm.yy"
          aria-label={T.period}
          onChange={(e) => {
            const [from, to] = (e.value as (Date | null)[] | null) ?? [];
            if (from && to) setRange({ from: dayOf(from), to: dayOf(to) });
          }}
        />
      </div>
      <RemoteView resource={figures} loading={<p className="return-muted">…</p>} summary={T.failed}>
        {(rows) => {
          const max = Math.max(0, ...rows.map((r) => r.quantity));
          if (max === 0) return <p className="return-muted">{T.none}</p>;
          return (
            <table className="return-figures-table" aria-label={T.label}>
              <thead>
                <tr>
                  <th scope="col">{T.reason}</th>
                  <th scope="col" className="num">
                    {T.lines}
                  </th>
                  <th scope="col" className="num">
                    {T.quantity}
                  </th>
                  <th scope="col" aria-hidden="true" />
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.reason}>
                    <th scope="row">{RETURN_REASON_LABELS[r.reason]}</th>
                    <td className="num">{formatNumber(r.lines)}</td>
                    <td className="num">{formatNumber(r.quantity)}</td>
                    <td aria-hidden="true" className="return-bar-cell">
                      <span className="return-bar" style={{ width: `${(r.quantity / max) * 100}%` }} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          );
        }}
      </RemoteView>
    </section>
  );
}
