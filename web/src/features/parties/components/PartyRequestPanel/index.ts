export { PartyRequestPanel } from './PartyRequestPanel';
