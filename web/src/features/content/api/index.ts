export { contentKeys } from './content-keys';
export { FAQ_PAGE_SIZE, useFaqs, type FaqFilter } from './use-faqs';
export { useOurServices } from './use-our-services';
export { useTerms } from './use-terms';
