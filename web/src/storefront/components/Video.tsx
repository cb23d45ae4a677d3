import { VIDEO_MAX_WIDTH_PX, type VideoSettings } from '@shop/shared';
import { linkProps } from '../links';
import { STOREFRONT_TEXTS as T } from '../texts';
import { aspectRatio, margins } from './style-helpers';
import { useReducedMotion } from './use-reduced-motion';

/**
 * VIDEO: one video with its playback switches. Browsers only autoplay muted video, so autoplay
 * forces muted (and inline play on phones). A video that does not autoplay downloads nothing until
 * the visitor starts it. Reduced motion: no autoplay, and the controls are shown so the video can
 * still be started. Without a video shoppers see nothing, the builder's preview an empty frame.
 */
export function Video({ data, preview }: { data: VideoSettings; preview: boolean }) {
  const reducedMotion = useReducedMotion();
  const video = data.videoItem?.video;
  const link = linkProps(data.videoItem?.link);
  const autoplay = data.autoplay && !reducedMotion;
  const muted = data.muted || autoplay;
  return (
    <section
      className="sf-video"
      style={{ ...margins(data.topMargin, data.bottomMargin), maxWidth: VIDEO_MAX_WIDTH_PX[data.maxWidth] }}
      aria-label={data.name || T.video}
    >
      {(video !== undefined || preview) && (
        <div className="sf-video-frame" style={{ aspectRatio: aspectRatio(data.aspectRatio), borderRadius: data.borderRadius }}>
          {video ? (
            // The spec's video component has no caption file to offer: shop videos are uploaded without one.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video
              src={video.filePath}
              aria-label={video.name || undefined}
              autoPlay={autoplay}
              loop={data.loop}
              muted={muted}
              // React sets `muted` as a property only, never the attribute (facebook/react#10389), and some
              // mobile browsers read the attribute before they allow autoplay; `defaultMuted` writes it.
              ref={(element) => {
                if (element) element.defaultMuted = muted;
              }}
              controls={data.controls || (data.autoplay && reducedMotion)}
              playsInline
              preload={autoplay ? 'auto' : 'none'}
            />
          ) : (
            <p className="sf-muted">{T.noVideo}</p>
          )}
        </div>
      )}
      {video && link && (
        <p className="sf-video-link">
          <a {...link}>{data.videoItem?.link?.title || T.videoLink}</a>
        </p>
      )}
    </section>
  );
}
