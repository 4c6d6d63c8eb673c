/** Every control route lives under this prefix, outside the product's `/api`. */
export const CONTROL_PREFIX = '/__mock';

export const isControlPath = (path: string) =>
  path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`);
