import { CONTROL_PREFIX } from '@market/contract/control';

/** Every control route lives under this prefix, outside the product's `/api`. */
export { CONTROL_PREFIX };

export const isControlPath = (path: string) =>
  path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`);
