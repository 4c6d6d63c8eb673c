/**
 * Query keys of the content feature (FAQ, terms, the services page). Every key starts with
 * `content`. Notices live in the notices feature with their own keys.
 */
import type { FaqListQuery, TermsQuery } from '@market/contract';

export const contentKeys = {
  all: ['content'] as const,
  faqs: (query: FaqListQuery) => [...contentKeys.all, 'faqs', query] as const,
  terms: (type: TermsQuery['type']) => [...contentKeys.all, 'terms', type] as const,
  ourServices: () => [...contentKeys.all, 'our-services'] as const,
};
