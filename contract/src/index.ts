/**
 * The whole API contract: one ts-rest router per resource, the envelope, the error catalogue and the
 * websocket chat protocol. The single source of wire types: import `z.infer` types from here.
 */
import { c } from './contract';
import { accountContract } from './routes/account';
import { authContract } from './routes/auth';
import { cartContract } from './routes/cart';
import { catalogueContract } from './routes/catalogue';
import { chatContract } from './routes/chat';
import { communityContract } from './routes/community';
import { contentContract } from './routes/content';
import { ordersContract } from './routes/orders';
import { sellerContract } from './routes/seller';
import { sellerPostsContract } from './routes/seller-posts';
import { walletContract } from './routes/wallet';

export const contract = c.router(
  {
    auth: authContract,
    account: accountContract,
    wallet: walletContract,
    catalogue: catalogueContract,
    content: contentContract,
    cart: cartContract,
    orders: ordersContract,
    seller: sellerContract,
    sellerPosts: sellerPostsContract,
    community: communityContract,
    chat: chatContract,
  },
  { strictStatusCodes: true },
);
export type Contract = typeof contract;

export { c } from './contract';
export * from './envelope';
export * from './errors';
export * from './meta';
export * from './query';
export * from './schemas/post';
export * from './schemas/user';
export * from './schemas/account';
export * from './schemas/catalogue';
export * from './schemas/content';
export * from './schemas/session';
export * from './schemas/store';
export * from './schemas/wallet';
export * from './schemas/cart';
export * from './schemas/order';
export * from './schemas/party';
export * from './schemas/review';
export * from './schemas/refund';
export * from './schemas/seller-post';
export * from './schemas/seller';
export * from './schemas/community';
export * from './schemas/chat';
export * from './ws-protocol';
export * from './chat-message-forms';
export * from './route-list';
export * from './schema-reading';
export { specRoutes } from './spec-routes';
