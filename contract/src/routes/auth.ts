import { c } from '../contract';

export const authContract = c.router({});
