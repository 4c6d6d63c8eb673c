export * from './SellerPostDetail';
