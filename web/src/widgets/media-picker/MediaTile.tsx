import { responsiveImage, type LibraryMedia, type ResponsiveSource } from '@shop/shared';
import { WIDGET_TEXTS } from '../texts';

const T = WIDGET_TEXTS.mediaPicker;

/** The picker's tiles are at most ~10rem wide: the 320 px WebP covers them on a 2× screen. */
const THUMB_SIZES = '10rem';

/** A file's small picture: the image itself (its smallest WebP that fits), or a video icon (videos are not loaded for a thumbnail). */
export function MediaThumb({ media, className }: { media: Pick<LibraryMedia, 'type' | 'name'> & ResponsiveSource; className: string }) {
  return media.type === 'IMAGE' ? (
    <img className={className} {...responsiveImage(media, THUMB_SIZES)} alt={media.name} loading="lazy" decoding="async" />
  ) : (
    <span className={`${className} media-picker__video`} role="img" aria-label={T.video(media.name)}>
      <i className="pi pi-video" aria-hidden="true" />
    </span>
  );
}

interface MediaTileProps {
  readonly media: LibraryMedia;
  readonly picked: boolean;
  /** The pick's place (1, 2 …) when several are picked, shown on the tile. */
  readonly order: number | undefined;
  readonly onToggle: (media: LibraryMedia) => void;
}

/** A toggle button named by its thumbnail (the file name); pressed while picked. */
export function MediaTile({ media, picked, order, onToggle }: MediaTileProps) {
  return (
    <li>
      <button
        type="button"
        className={`media-picker__tile${picked ? ' media-picker__tile--picked' : ''}`}
        aria-pressed={picked}
        title={media.name}
        onClick={() => onToggle(media)}
      >
        <MediaThumb media={media} className="media-picker__thumb" />
        <span className="media-picker__name" aria-hidden="true">
          {media.name}
        </span>
        {picked ? (
          <span className="media-picker__badge" aria-hidden="true">
            {order ?? <i className="pi pi-check" />}
          </span>
        ) : null}
      </button>
    </li>
  );
}
