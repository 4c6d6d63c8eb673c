export { NumberField, PartyTermsFields } from './PartyTermsFields';
