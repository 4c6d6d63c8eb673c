import { c } from '../contract';

export const cartContract = c.router({});
