import { c } from '../contract';

export const catalogueContract = c.router({});
