import type { FixedBannerSettings, Link } from '@shop/shared';
import { LinkField } from '../../../../widgets/link-picker/LinkField';
import { Field, noteId } from '../fields/FieldShell';
import type { CustomFieldProps } from '../kit/field-config';

/** No address in `linkHref`: its default. */
const NO_HREF = '#';

/**
 * The strip's link as the storefront follows it: `link`, or else the plain address a banner may
 * still carry in `linkHref` (the storefront falls back to it). Shown as a link so it can be
 * changed or removed; a choice writes `link` and clears `linkHref`, so what is shown is what goes.
 */
export const effectiveLink = (data: Pick<FixedBannerSettings, 'link' | 'linkHref'>): Link | null =>
  data.link ?? (data.linkHref === NO_HREF || data.linkHref === '' ? null : { type: 'custom', title: '', target: data.linkHref, newTab: false });

export const FIXED_BANNER_LINK_HELP = 'Seçilmezse bağlantı metni gösterilmez.';

export function FixedBannerLinkField({ id, label, data, error, sink }: CustomFieldProps<FixedBannerSettings>) {
  return (
    <Field id={id} label={label} error={error} help={FIXED_BANNER_LINK_HELP} group>
      <LinkField
        inputId={id}
        value={effectiveLink(data)}
        onChange={(link) => sink.update('', (current) => ({ ...(current as FixedBannerSettings), link, linkHref: NO_HREF }))}
        invalid={error !== undefined}
        describedBy={noteId(id)}
      />
    </Field>
  );
}
