export { ConfirmDelete, type ConfirmDeleteProps } from './ConfirmDelete';
