export * from './SellerPostScreen';
