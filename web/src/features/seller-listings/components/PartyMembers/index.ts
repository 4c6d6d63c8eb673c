export * from './PartyMembers';
