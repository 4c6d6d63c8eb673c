export * from './bounds';
export * from './fields';
