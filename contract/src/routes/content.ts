import { c } from '../contract';

export const contentContract = c.router({});
