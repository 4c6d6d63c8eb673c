export * from './CountriesSelect';
