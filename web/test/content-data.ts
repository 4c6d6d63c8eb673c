/**
 * Content values on the wire (contract types) built from the world's factories, for the notices and
 * content features' tests and stories: notices, FAQ entries, terms and the company's services.
 */
import type { Faq, Notice, OurService, Terms } from '@market/contract';
import { encodeLocalizedText, toDateString, toDateTimeString } from '@market/domain';
import { makeArticle, makeFaq, makeOurService, makeTerms } from '@market/world';

export function wireNoticeOf(overrides: Parameters<typeof makeArticle>[0] = {}): Notice {
  const record = makeArticle(overrides);
  return {
    seq: record.seq,
    title: encodeLocalizedText(record.title),
    body: encodeLocalizedText(record.body),
    pinned: record.pinned,
    createdAt: toDateTimeString(new Date(record.createdAt)),
  };
}

export function wireFaq(overrides: Parameters<typeof makeFaq>[0] = {}): Faq {
  const record = makeFaq(overrides);
  return {
    seq: record.seq,
    category: record.category,
    title: encodeLocalizedText(record.question),
    body: encodeLocalizedText(record.answer),
  };
}

export function wireTerms(overrides: Parameters<typeof makeTerms>[0] = {}): Terms {
  const record = makeTerms(overrides);
  return {
    type: record.type,
    title: encodeLocalizedText(record.title),
    body: encodeLocalizedText(record.body),
    version: String(record.seq),
    effectiveFrom: toDateString(new Date(record.effectiveAt)),
  };
}

export function wireOurService(overrides: Parameters<typeof makeOurService>[0] = {}): OurService {
  const record = makeOurService(overrides);
  return {
    seq: record.seq,
    name: encodeLocalizedText(record.name),
    description: encodeLocalizedText(record.description),
    imageUrl: record.imageUrl,
    linkUrl: record.linkUrl,
  };
}
