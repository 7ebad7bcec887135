/**
 * Keys that shared components read from the namespace of the page rendering them (each page names its own thing:
 * "Delete Risk", "Delete Task"). The catalogue check makes sure every namespace that renders one has its keys.
 */
export const EDIT_AND_DELETE_KEYS = {
  edit: 'detail.edit',
  delete: 'detail.delete',
  title: 'deleteDialog.title',
  text: 'deleteDialog.text',
  confirm: 'deleteDialog.confirm',
} as const;

export const TITLE_AND_DESCRIPTION_KEYS = {
  title: 'form.title',
  titlePlaceholder: 'form.titlePlaceholder',
  description: 'form.description',
  descriptionPlaceholder: 'form.descriptionPlaceholder',
} as const;

/** For the catalogue check: the component's name as written in JSX, and the keys it reads. */
export const CALLER_NAMESPACE_KEYS: Record<string, readonly string[]> = {
  EditAndDelete: Object.values(EDIT_AND_DELETE_KEYS),
  EntityForm: Object.values(TITLE_AND_DESCRIPTION_KEYS),
};
