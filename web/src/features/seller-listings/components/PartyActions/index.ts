export * from './PartyActions';
