export * from './PostForm';
