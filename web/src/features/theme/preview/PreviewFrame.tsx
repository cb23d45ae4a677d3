import { PREVIEW_QUERY_PARAM } from '@shop/shared';
import { PREVIEW_AT_PARAM } from '../../../storefront/clock';
import { useTimeTravel } from '../time-travel/time-travel-store';
import { usePreviewFrame, useViewport } from '../state';
import { BUILDER_TEXTS } from '../texts';
import { PREVIEW_WIDTHS_PX } from './viewport-widths';

const PREVIEW_SRC = `/?${PREVIEW_QUERY_PARAM}=1`;

/** A time-travel instant goes into the frame's address: the frame reloads and gets the whole theme again on load. */
const previewSrc = (at: string | null) => (at === null ? PREVIEW_SRC : `${PREVIEW_SRC}&${PREVIEW_AT_PARAM}=${encodeURIComponent(at)}`);

/** The storefront in preview mode, same origin; it hears from the builder only through the machine's preview messages. */
export function PreviewFrame() {
  const viewport = useViewport();
  const attach = usePreviewFrame();
  const at = useTimeTravel();
  const width = PREVIEW_WIDTHS_PX[viewport];
  return (
    <div className="builder-preview-area">
      <iframe
        src={previewSrc(at)}
        title={BUILDER_TEXTS.previewTitle}
        className="builder-preview-frame"
        data-viewport={viewport}
        data-time-travel={at ?? undefined}
        style={{ width: width === null ? '100%' : `${width}px`, flex: 'none' }}
        // Every load (first, or the frame reloaded) gets the whole theme again.
        onLoad={(event) => {
          attach(event.currentTarget);
        }}
      />
    </div>
  );
}
