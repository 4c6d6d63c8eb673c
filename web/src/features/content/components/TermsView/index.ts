export { TermsView, type TermsViewProps } from './TermsView';
