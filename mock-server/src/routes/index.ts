/**
 * Every resource module of the server, one per key of the contract (plus the chat socket). A
 * contract route whose module is not listed here answers 404 ROUTE_NOT_FOUND. To add one, write
 * `src/routes/<resource>.ts` with `defineResource` and list it below (see README.md).
 */
import type { FastifyPluginAsync } from 'fastify';
import { settleDueOrdersPlugin } from '../services/orders/settle-due-orders-plugin';
import { accountResource } from './account';
import { authResource } from './auth';
import { cartResource } from './cart';
import { catalogueResource } from './catalogue';
import { chatResource } from './chat';
import { chatSocketPlugin } from './chat-socket';
import { communityResource } from './community';
import { contentResource } from './content';
import { ordersResource } from './orders';
import { sellerResource } from './seller';
import { sellerPostsResource } from './seller-posts';
import { walletResource } from './wallet';

export const resourceModules: FastifyPluginAsync[] = [
  // Confirms the purchases that fell due before any contract route's handler runs.
  settleDueOrdersPlugin,
  catalogueResource,
  contentResource,
  authResource,
  // Before chatResource: the socket plugin provides the hub the chat routes broadcast through.
  chatSocketPlugin,
  chatResource,
  cartResource,
  ordersResource,
  accountResource,
  walletResource,
  sellerResource,
  sellerPostsResource,
  communityResource,
];
