export { CheckoutForm, type CheckoutFormProps } from './CheckoutForm';
