export * from './Fact';
