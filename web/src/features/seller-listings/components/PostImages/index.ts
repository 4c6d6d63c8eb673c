export * from './PostImages';
