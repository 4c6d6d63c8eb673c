import { c } from '../contract';

export const chatContract = c.router({});
