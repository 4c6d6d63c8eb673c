import { c } from '../contract';

export const walletContract = c.router({});
