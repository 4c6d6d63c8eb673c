export * from './SellerPostList';
