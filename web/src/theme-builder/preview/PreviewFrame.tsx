import { PREVIEW_QUERY_PARAM } from '@shop/shared';
import { usePreviewFrame, useViewport } from '../state';
import { BUILDER_TEXTS } from '../texts';
import { PREVIEW_WIDTHS_PX } from './viewport-widths';

const PREVIEW_SRC = `/?${PREVIEW_QUERY_PARAM}=1`;

/** The storefront in preview mode, same origin; it hears from the builder only through the machine's preview messages. */
export function PreviewFrame() {
  const viewport = useViewport();
  const attach = usePreviewFrame();
  const width = PREVIEW_WIDTHS_PX[viewport];
  return (
    <div className="builder-preview-area">
      <iframe
        src={PREVIEW_SRC}
        title={BUILDER_TEXTS.previewTitle}
        className="builder-preview-frame"
        data-viewport={viewport}
        style={{ width: width === null ? '100%' : `${width}px`, flex: 'none' }}
        // Every load (first, or the frame reloaded) gets the whole theme again.
        onLoad={(event) => attach(event.currentTarget)}
      />
    </div>
  );
}
