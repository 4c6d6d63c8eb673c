export * from './seller-listing-keys';
export * from './use-seller-home';
export * from './use-seller-mutations';
export * from './use-seller-posts';
export * from './use-upload-post-image';
