export { PurchaseChat, type PurchaseChatProps } from './PurchaseChat';
