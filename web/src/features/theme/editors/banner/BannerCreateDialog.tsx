import { useId, useMemo } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { bannerComponentDataSchema, bannerSetSchema, defaultComponentData, type BannerComponentData } from '@shop/shared';
import { fieldErrors } from '../kit/field-errors';
import { SectionsForm } from '../kit/FieldsForm';
import { useDraft } from '../kit/use-draft';
import { fields } from './fields';
import { BANNER_TEXTS as T } from './texts';

export interface BannerCreateDialogProps {
  readonly visible: boolean;
  /** Gets the carousel to add: at least one banner (bannerSetSchema). */
  readonly onConfirm: (data: BannerComponentData) => void;
  readonly onHide: () => void;
}

/**
 * The banner editor's create mode (component editors §4): the same fields as the settings panel over
 * a draft of its own; its confirm adds one BANNER component and closes, and needs a banner first.
 */
export default function BannerCreateDialog({ visible, onConfirm, onHide }: BannerCreateDialogProps) {
  const hintId = useId();
  return (
    <Dialog
      header={T.create.title}
      visible={visible}
      onHide={onHide}
      style={{ width: '40rem' }}
      breakpoints={{ '640px': '100vw' }}
      modal
      draggable={false}
    >
      {/* Mounted only while open: every opening starts from a new carousel. */}
      {visible && <CreateForm hintId={hintId} onConfirm={onConfirm} onHide={onHide} />}
    </Dialog>
  );
}

function CreateForm({ hintId, onConfirm, onHide }: { hintId: string; onConfirm: BannerCreateDialogProps['onConfirm']; onHide: () => void }) {
  const idPrefix = useId();
  // A carousel added from the builder starts from its add defaults (autoplay 5000 ms, docs/decisions.md).
  const [draft, sink] = useDraft<BannerComponentData>(() => defaultComponentData('BANNER'));
  const errors = useMemo(() => fieldErrors(bannerComponentDataSchema, draft), [draft]);
  const set = bannerSetSchema.safeParse(draft);
  return (
    // No <form>: the banner dialog's form inside would bubble its submit here through React's portal.
    <div>
      <SectionsForm sections={fields.sections} data={draft} errors={errors} idPrefix={idPrefix} sink={sink} />
      <div className="kit-dialog-actions">
        {!set.success && (
          <small id={hintId} className="kit-help">
            {T.create.needsBanner}
          </small>
        )}
        <Button type="button" label={T.create.cancel} text onClick={onHide} />
        <Button
          type="button"
          label={T.create.confirm}
          icon="pi pi-check"
          disabled={!set.success}
          aria-describedby={set.success ? undefined : hintId}
          onClick={() => {
            if (set.success) onConfirm(set.data);
          }}
        />
      </div>
    </div>
  );
}
