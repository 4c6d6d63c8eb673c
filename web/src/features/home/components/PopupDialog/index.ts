export { PopupDialog, type PopupDialogProps } from './PopupDialog';
