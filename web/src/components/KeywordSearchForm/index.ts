export { KeywordSearchForm, type KeywordSearchFormProps } from './KeywordSearchForm';
