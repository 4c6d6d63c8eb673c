import { c } from '../contract';

export const sellerContract = c.router({});
