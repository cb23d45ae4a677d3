import './time-travel.css';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { OverlayPanel } from 'primereact/overlaypanel';
import { DATE_TIME_PICKER } from '@shop/shared';
import { TIME_TRAVEL_TEXTS as T } from './texts';
import { daysAhead, setTimeTravel, useTimeTravel } from './time-travel-store';

/** Beside the button, so it never covers the panel that opens below it. */
const TOOLTIP_LEFT = { position: 'left' } as const;
/** Short enough for the toolbar: "24 Kas 16:00", in the shop's time zone. */
const SHORT = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' });

/**
 * Toolbar control of the time-travel preview: choose an instant and the preview shows the storefront
 * as it will be then. The calendar is inline in the panel (a calendar popup of its own would count as
 * a click outside the panel and close it).
 */
export const TimeTravelControl = memo(function TimeTravelControl() {
  const panel = useRef<OverlayPanel>(null);
  const at = useTimeTravel();
  const [draft, setDraft] = useState<Date | null>(null);
  const headingId = useId();

  // Leaving the builder ends the journey: the next visit starts at the present.
  useEffect(
    () => () => {
      setTimeTravel(null);
    },
    [],
  );

  const choose = (iso: string | null) => {
    setTimeTravel(iso);
    panel.current?.hide();
  };
  const label = at ? T.buttonActive(SHORT.format(new Date(at))) : T.button;

  return (
    <>
      <Button
        icon="pi pi-clock"
        label={at ? label : undefined}
        aria-label={label}
        aria-haspopup="dialog"
        tooltip={at ? undefined : T.heading}
        tooltipOptions={TOOLTIP_LEFT}
        className="builder-time-travel"
        severity={at ? 'warning' : undefined}
        outlined={at !== null}
        text={at === null}
        rounded={at === null}
        onClick={(event) => {
          setDraft(at ? new Date(at) : new Date());
          panel.current?.toggle(event);
        }}
      />
      <OverlayPanel ref={panel} className="builder-time-travel-panel" aria-labelledby={headingId} role="dialog">
        <h2 id={headingId} className="builder-time-travel-heading">
          {T.heading}
        </h2>
        <p className="builder-time-travel-text">{T.explanation}</p>
        <Calendar
          inline
          value={draft}
          onChange={(event) => {
            setDraft(event.value instanceof Date ? event.value : null);
          }}
          showTime
          hourFormat="24"
          stepMinute={DATE_TIME_PICKER.minuteStep}
          locale="tr"
          ariaLabel={T.pickerLabel}
        />
        <div className="builder-time-travel-actions">
          <Button
            type="button"
            label={T.tomorrow}
            size="small"
            outlined
            onClick={() => {
              choose(daysAhead(new Date(), 1));
            }}
          />
          <Button
            type="button"
            label={T.nextWeek}
            size="small"
            outlined
            onClick={() => {
              choose(daysAhead(new Date(), 7));
            }}
          />
          <span className="builder-toolbar-spacer" />
          {at && (
            <Button
              type="button"
              label={T.backToNow}
              size="small"
              text
              onClick={() => {
                choose(null);
              }}
            />
          )}
          <Button
            type="button"
            label={T.apply}
            size="small"
            disabled={draft === null}
            onClick={() => {
              if (draft) choose(draft.toISOString());
            }}
          />
        </div>
      </OverlayPanel>
    </>
  );
});
