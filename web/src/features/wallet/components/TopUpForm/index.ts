export { TopUpForm } from './TopUpForm';
