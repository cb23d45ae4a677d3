import type { VideoSettings } from '@shop/shared';
import { STOREFRONT_TEXTS as T } from '../texts';
import { aspectRatio, margins } from './style-helpers';

/** 6xl, 5xl, 3xl and xl as the shared constants note; the other widths are ours, in the same steps. */
const MAX_WIDTH_PX: Record<VideoSettings['maxWidth'], number | undefined> = {
  full: undefined,
  '6xl': 1152,
  '5xl': 1024,
  '4xl': 896,
  '3xl': 768,
  '2xl': 640,
  xl: 512,
  lg: 448,
  md: 384,
  sm: 320,
  xs: 256,
};

/**
 * VIDEO: one video with its playback switches; autoplay only plays muted in browsers, so it forces muted.
 * Without a video shoppers see nothing, the builder's preview an empty frame.
 */
export function Video({ data, preview }: { data: VideoSettings; preview: boolean }) {
  const src = data.videoItem?.video.filePath;
  return (
    <section
      className="sf-video"
      style={{ ...margins(data.topMargin, data.bottomMargin), maxWidth: MAX_WIDTH_PX[data.maxWidth] }}
      aria-label={data.name || T.video}
    >
      {(src || preview) && (
        <div className="sf-video-frame" style={{ aspectRatio: aspectRatio(data.aspectRatio), borderRadius: data.borderRadius }}>
          {src ? (
            // The spec's video component has no caption file to offer: shop videos are uploaded without one.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video
              src={src}
              autoPlay={data.autoplay}
              loop={data.loop}
              muted={data.muted || data.autoplay}
              controls={data.controls}
              playsInline
              preload="metadata"
            />
          ) : (
            <p className="sf-muted">{T.noVideo}</p>
          )}
        </div>
      )}
    </section>
  );
}
