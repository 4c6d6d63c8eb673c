import { c } from '../contract';

export const communityContract = c.router({});
