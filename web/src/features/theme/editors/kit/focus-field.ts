/** The id of the control of the field at `key` in a form whose fields were given `idPrefix` (FieldRow's ids). */
export const fieldControlId = (idPrefix: string, key: string) => `${idPrefix}-${key}`;

/** Puts the focus on a field's control (after the form's data was replaced under the admin, on its first field). */
export const focusField = (idPrefix: string, key: string): void => {
  document.getElementById(fieldControlId(idPrefix, key))?.focus();
};
