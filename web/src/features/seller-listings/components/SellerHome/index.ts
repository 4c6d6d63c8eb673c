export * from './SellerHome';
