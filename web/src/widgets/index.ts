export { IconPickerDialog, type IconPickerDialogProps } from './icon-picker/IconPickerDialog';
export { ColorPickerField, type ColorPickerFieldProps } from './color-picker/ColorPickerField';
export { DateTimePicker, type DateTimePickerProps } from './date-time/DateTimePicker';
export { SearchableSelect, type InlineCreate, type SearchableSelectProps } from './searchable-select/SearchableSelect';
export { ProductPickerDialog, type ProductPickerDialogProps } from './product-picker/ProductPickerDialog';
export { CategoryTreePicker, type CategoryTreePickerProps } from './category-tree/CategoryTreePicker';
export { matchesTurkish } from './turkish-filter';
export { MediaPickerDialog, type MediaPickerDialogProps } from './media-picker/MediaPickerDialog';
export { MediaField, type MediaFieldProps } from './media-picker/MediaField';
