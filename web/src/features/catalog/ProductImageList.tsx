import { useMemo, type CSSProperties } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { PRODUCT_LIMITS, responsiveImage, type ProductImage } from '@shop/shared';
import { instructionsOf, turkishAnnouncements } from '../theme/sidebar/dnd-announcements';
import { moved } from './product-form';
import { CATALOG_TEXTS } from './texts';

const T = CATALOG_TEXTS.form;

/** A stable key per image in the list (the same picture can be in it once). */
const keyOf = (image: ProductImage) => image.filePath;

export interface ProductImageListProps {
  readonly images: readonly ProductImage[];
  readonly onChange: (images: ProductImage[]) => void;
  readonly disabled?: boolean;
}

/**
 * The product's images in their order: drag by the handle or move from the keyboard (Space picks
 * up, arrows move, Space or Enter drops, Escape cancels, each step announced in Turkish), an alt
 * text per image, and remove. The first one is the card's image on the storefront.
 */
export function ProductImageList({ images, onChange, disabled = false }: ProductImageListProps) {
  const ids = useMemo(() => images.map(keyOf), [images]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: 'auto' }),
  );
  const accessibility = useMemo(
    () => ({
      announcements: turkishAnnouncements({ ids: () => ids, nameOf: (id) => `${ids.indexOf(id) + 1}. görsel` }, T.dnd),
      screenReaderInstructions: instructionsOf(T.dnd),
    }),
    [ids],
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || over.id === active.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onChange(moved(images, from, to));
  };
  if (images.length === 0) return <p className="product-images-empty">{T.noImages}</p>;
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} accessibility={accessibility} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="product-images" aria-label={T.imageOrder}>
          {images.map((image, index) => (
            <ImageRow
              key={keyOf(image)}
              image={image}
              index={index}
              disabled={disabled}
              onAlt={(alt) => onChange(images.map((img, i) => (i === index ? { ...img, alt } : img)))}
              onRemove={() => onChange(images.filter((_, i) => i !== index))}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function ImageRow({
  image,
  index,
  disabled,
  onAlt,
  onRemove,
}: {
  image: ProductImage;
  index: number;
  disabled: boolean;
  onAlt: (alt: string) => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: keyOf(image), disabled });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    opacity: isDragging ? 0.5 : undefined,
    zIndex: isDragging ? 1 : undefined,
  };
  const n = index + 1;
  const altId = `product-image-alt-${index}`;
  return (
    <li ref={setNodeRef} style={style} className="product-image-row" data-testid="product-image">
      <button type="button" ref={setActivatorNodeRef} className="product-image-handle" {...attributes} {...listeners} aria-label={T.moveImage(n)}>
        <i className="pi pi-bars" aria-hidden="true" />
      </button>
      <span className="product-image-order" aria-hidden="true">
        {n}
      </span>
      <img className="product-image-thumb" {...responsiveImage(image, '64px')} alt="" width={64} height={64} loading="lazy" decoding="async" />
      <div className="product-image-alt">
        <label htmlFor={altId}>{T.altText(n)}</label>
        <InputText
          id={altId}
          value={image.alt}
          maxLength={PRODUCT_LIMITS.altText}
          placeholder={T.altPlaceholder}
          disabled={disabled}
          onChange={(e) => onAlt(e.target.value)}
        />
        <small className="product-image-name">{image.name}</small>
      </div>
      <Button type="button" icon="pi pi-trash" text rounded severity="danger" aria-label={T.removeImage(n)} disabled={disabled} onClick={onRemove} />
    </li>
  );
}
