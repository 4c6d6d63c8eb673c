import { c } from '../contract';

export const ordersContract = c.router({});
