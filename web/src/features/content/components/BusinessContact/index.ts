export { BUSINESS_CONTACT_EMAIL, BusinessContact } from './BusinessContact';
