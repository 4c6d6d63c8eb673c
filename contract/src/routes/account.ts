import { c } from '../contract';

export const accountContract = c.router({});
