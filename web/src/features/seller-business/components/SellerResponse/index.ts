export * from './SellerResponse';
