export { LeavePartyDialog, type LeavePartyDialogProps } from './LeavePartyDialog';
