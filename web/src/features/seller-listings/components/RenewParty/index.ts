export * from './RenewParty';
