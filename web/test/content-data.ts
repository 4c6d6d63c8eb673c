/**
 * Content values on the wire (contract types) built from the world's factories, for the notices and
 * content features' tests and stories: notices, FAQ entries, terms and the company's services.
 * Each record is built in a world of its own, so a value is numbered 1 unless a test says otherwise,
 * whatever was built before it.
 */
import type { Faq, Notice, OurService, Terms } from '@market/contract';
import { encodeLocalizedText, toDateString, toDateTimeString } from '@market/domain';
import { buildFaq, buildNotice, buildOurService, buildTerms, makeWorld } from '@market/world';

export function wireNoticeOf(overrides: Parameters<typeof buildNotice>[1] = {}): Notice {
  const record = buildNotice(makeWorld(), overrides);
  return {
    seq: record.seq,
    title: encodeLocalizedText(record.title),
    body: encodeLocalizedText(record.body),
    pinned: record.pinned,
    createdAt: toDateTimeString(new Date(record.createdAt)),
  };
}

export function wireFaq(overrides: Parameters<typeof buildFaq>[1] = {}): Faq {
  const record = buildFaq(makeWorld(), overrides);
  return {
    seq: record.seq,
    category: record.category,
    title: encodeLocalizedText(record.question),
    body: encodeLocalizedText(record.answer),
  };
}

export function wireTerms(overrides: Parameters<typeof buildTerms>[1] = {}): Terms {
  const record = buildTerms(makeWorld(), overrides);
  return {
    type: record.type,
    title: encodeLocalizedText(record.title),
    body: encodeLocalizedText(record.body),
    version: String(record.seq),
    effectiveFrom: toDateString(new Date(record.effectiveAt)),
  };
}

export function wireOurService(overrides: Parameters<typeof buildOurService>[1] = {}): OurService {
  const record = buildOurService(makeWorld(), overrides);
  return {
    seq: record.seq,
    name: encodeLocalizedText(record.name),
    description: encodeLocalizedText(record.description),
    imageUrl: record.imageUrl,
    linkUrl: record.linkUrl,
  };
}
