import type { AddFlowProps } from '../kit/editor-type';
import BannerCreateDialog from './BannerCreateDialog';

/** The carousel's add flow: the create mode; its confirm adds the carousel with its banners. */
export default function BannerAddFlow({ onAdd, onCancel }: AddFlowProps<'BANNER'>) {
  return <BannerCreateDialog visible onConfirm={(componentData) => onAdd({ componentData })} onHide={onCancel} />;
}
