export * from './use-seller-list-params';
