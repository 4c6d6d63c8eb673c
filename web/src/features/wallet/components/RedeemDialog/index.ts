export { RedeemDialog, RewardText, type RedeemDialogProps } from './RedeemDialog';
