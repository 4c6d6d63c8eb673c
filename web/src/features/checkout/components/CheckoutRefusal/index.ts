export { CheckoutRefusal, type CheckoutRefusalProps } from './CheckoutRefusal';
