export type * from './world';
export * from './world-access';
export * from './factories';
export * from './time';
