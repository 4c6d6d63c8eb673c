/**
 * Every resource module of the mock, one per key of the contract. A
 * contract route whose module is not listed here answers 404 ROUTE_NOT_FOUND. To add one, write
 * `src/routes/<resource>.ts` with `defineResource` and list it below (see README.md).
 */
import { accountResource } from './account';
import { authResource } from './auth';
import { cartResource } from './cart';
import { catalogueResource } from './catalogue';
import { chatResource } from './chat';
import { communityResource } from './community';
import { contentResource } from './content';
import type { ResourceModule } from './define-resource';
import { ordersResource } from './orders';
import { sellerResource } from './seller';
import { sellerPostsResource } from './seller-posts';
import { walletResource } from './wallet';

export const resourceModules: readonly ResourceModule[] = [
  catalogueResource,
  contentResource,
  authResource,
  chatResource,
  cartResource,
  ordersResource,
  accountResource,
  walletResource,
  sellerResource,
  sellerPostsResource,
  communityResource,
];
