import { PREVIEW_TEXTS as T, previewWhen } from './texts';

/** Marks a time-travel preview inside the frame, so it is never taken for the storefront as it is now. */
export function TimeTravelBanner({ at }: { at: number }) {
  return (
    <div className="sf-time-travel" role="status" data-testid="time-travel-banner">
      <span>
        <strong>{T.timeTravel(previewWhen(at))}</strong> {T.timeTravelHint}
      </span>
    </div>
  );
}
