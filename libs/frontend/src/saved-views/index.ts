export { SavedViewsMenu, type SavedViewsMenuProps } from './SavedViewsMenu';
export { useDeleteView, useOpenSavedView, useSaveView, useSavedViews } from './useSavedViews';
export { savedViewKeys, savedViewPath, viewQueryOf } from './savedViews';
