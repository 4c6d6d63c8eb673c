export * from './seller-listing-keys';
export * from './use-seller-home';
export * from './use-seller-mutations';
export * from './use-seller-posts';
