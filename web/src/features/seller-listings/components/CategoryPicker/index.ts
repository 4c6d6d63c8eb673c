export * from './CategoryPicker';
