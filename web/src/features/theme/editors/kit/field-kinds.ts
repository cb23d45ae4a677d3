import { ColorKind } from './kinds/color';
import { CustomKind } from './kinds/custom';
import { DateTimeKind } from './kinds/date-time';
import { DecimalKind } from './kinds/decimal';
import { HslColorKind } from './kinds/hsl-color';
import { IconKind } from './kinds/icon';
import { ItemsKind } from './kinds/items';
import type { FieldKindMap } from './kinds/kind-props';
import { LinkKind } from './kinds/link';
import { MarginsKind } from './kinds/margins';
import { MediaKind } from './kinds/media';
import { NumberKind } from './kinds/number';
import { SelectKind } from './kinds/select';
import { SlotKind } from './kinds/slot';
import { SliderKind } from './kinds/slider';
import { SwitchKind } from './kinds/switch';
import { TextKind } from './kinds/text';
import { TextStyleKind } from './kinds/text-style';
import { TextareaKind } from './kinds/textarea';
import { WholeNumberKind } from './kinds/whole-number';

/**
 * Field kind -> how it is drawn (like Puck's `fields`): one file per kind in kinds/, one props
 * contract (FieldKindProps). A new kind is its FieldConfig member, its file and a line here; the
 * map's type makes a kind without a view a type error.
 */
export const FIELD_KINDS: FieldKindMap = {
  text: TextKind,
  textarea: TextareaKind,
  number: NumberKind,
  select: SelectKind,
  switch: SwitchKind,
  slider: SliderKind,
  wholeNumber: WholeNumberKind,
  dateTime: DateTimeKind,
  decimal: DecimalKind,
  color: ColorKind,
  hslColor: HslColorKind,
  media: MediaKind,
  link: LinkKind,
  icon: IconKind,
  textStyle: TextStyleKind,
  margins: MarginsKind,
  items: ItemsKind,
  slot: SlotKind,
  custom: CustomKind,
};
