export { TextResponseForm } from './TextResponseForm';
export type { TextResponseFormProps } from './TextResponseForm';
