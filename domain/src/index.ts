export * from './vocabulary';
export * from './wire-formats';
