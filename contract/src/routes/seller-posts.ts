import { c } from '../contract';

export const sellerPostsContract = c.router({});
