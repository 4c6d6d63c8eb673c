export * from './validation';
export * from './vocabulary';
export * from './wire-formats';
