/** The member's cart (SPEC §7 cart): lines with their buyability, the badge count, add and remove. */
import { z } from 'zod';
import { c } from '../contract';
import { errors, ok } from '../envelope';
import { meta } from '../meta';
import { AddToCartBody, CartItem, CartItemCount, DeleteCartItemsBody } from '../schemas/cart';

export const cartContract = c.router({
  getCart: {
    method: 'GET',
    path: '/api/cart',
    summary:
      "List the lines of the member's cart, newest first, each with whether it can be bought.",
    responses: { 200: ok(z.array(CartItem)), ...errors(400, 401) },
    metadata: meta('spec', 'member'),
  },
  countCartItems: {
    method: 'GET',
    path: '/api/cart/itemCount',
    summary: "Count the lines of the member's cart for the header badge.",
    responses: { 200: ok(CartItemCount), ...errors(400, 401) },
    metadata: meta('spec', 'member'),
  },
  addToCart: {
    method: 'POST',
    path: '/api/cart',
    summary: 'Add a post to the cart, refused when the post cannot be bought by this member.',
    body: AddToCartBody,
    // 403: blocked by the post's seller; 409: already in the cart, sold, expired, full or own post.
    responses: { 201: ok(CartItem), ...errors(400, 401, 403, 404, 409) },
    metadata: meta('spec', 'member', { writes: true }),
  },
  deleteCartItems: {
    method: 'POST',
    path: '/api/cart/delete',
    summary: 'Remove lines from the cart and answer how many remain.',
    body: DeleteCartItemsBody,
    responses: { 200: ok(CartItemCount), ...errors(400, 401, 404) },
    metadata: meta('spec', 'member', { writes: true }),
  },
});
