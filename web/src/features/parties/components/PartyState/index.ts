export { PartyState } from './PartyState';
