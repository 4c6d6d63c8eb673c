/** The one ts-rest contract instance every resource router is built with. */
import { initContract } from '@ts-rest/core';

export const c = initContract();
