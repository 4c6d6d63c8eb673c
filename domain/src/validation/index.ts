export * from './bounds';
export * from './fields';
export * from './forms';
export * from './messages';
