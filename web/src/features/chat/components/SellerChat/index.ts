export { SellerChat, type SellerChatProps } from './SellerChat';
