export { TermsDocument, type TermsDocumentProps } from './TermsDocument';
