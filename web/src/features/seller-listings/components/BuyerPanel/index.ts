export * from './BuyerPanel';
