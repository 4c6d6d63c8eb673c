export { BecomeSellerForm } from './BecomeSellerForm';
