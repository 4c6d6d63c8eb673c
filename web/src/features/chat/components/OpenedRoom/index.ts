export {
  PurchaseChat,
  SellerChat,
  type PurchaseChatProps,
  type SellerChatProps,
} from './OpenedRoom';
