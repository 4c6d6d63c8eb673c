/**
 * Operator content and support inquiries as the wire shows them (contract `schemas/content.ts`):
 * operator text is multilingual and JSON-encoded, a member's inquiry is plain text.
 */
import type { Banner, Faq, Inquiry, Notice, OurService, Popup, Terms } from '@market/contract';
import { toDateString } from '@market/domain';
import type {
  ArticleRecord,
  BannerRecord,
  FaqRecord,
  InquiryRecord,
  OurServiceRecord,
  TermsRecord,
} from '@market/world';
import { wireDateTime, wireText } from './wire';

export function toNotice(record: ArticleRecord): Notice {
  return {
    seq: record.seq,
    title: wireText(record.title),
    body: wireText(record.body),
    pinned: record.pinned,
    createdAt: wireDateTime(record.createdAt),
  };
}

export function toFaq(record: FaqRecord): Faq {
  return {
    seq: record.seq,
    category: record.category,
    title: wireText(record.question),
    body: wireText(record.answer),
  };
}

/** An empty link is no link. */
const linkOrNull = (url: string) => (url === '' ? null : url);

export function toBanner(record: BannerRecord): Banner {
  return {
    seq: record.seq,
    title: wireText(record.title),
    imageUrl: record.imageUrl,
    linkUrl: linkOrNull(record.linkUrl),
  };
}

/** Popups are stored like banners, with no text beyond the title: the title is also the body. */
export function toPopup(record: BannerRecord): Popup {
  return {
    seq: record.seq,
    title: wireText(record.title),
    body: wireText(record.title),
    imageUrl: record.imageUrl === '' ? null : record.imageUrl,
    linkUrl: linkOrNull(record.linkUrl),
    startsAt: wireDateTime(record.startsAt),
    endsAt: wireDateTime(record.endsAt),
  };
}

/** `version` counts the editions of one type of terms, the first being "1". */
export function toTerms(record: TermsRecord, version: number): Terms {
  return {
    type: record.type,
    title: wireText(record.title),
    body: wireText(record.body),
    version: String(version),
    effectiveFrom: toDateString(new Date(record.effectiveAt)),
  };
}

export function toOurService(record: OurServiceRecord): OurService {
  return {
    seq: record.seq,
    name: wireText(record.name),
    description: wireText(record.description),
    imageUrl: record.imageUrl === '' ? null : record.imageUrl,
    linkUrl: record.linkUrl,
  };
}

export function toInquiry(record: InquiryRecord): Inquiry {
  return {
    seq: record.seq,
    category: record.category,
    title: record.title,
    body: record.body,
    contactType: record.contactType,
    emailOrPhone: record.contact,
    status: record.answer === null ? 'UNANSWERED' : 'ANSWERED',
    answer:
      record.answer === null
        ? null
        : { body: record.answer, answeredAt: wireDateTime(record.answeredAt ?? record.createdAt) },
    createdAt: wireDateTime(record.createdAt),
  };
}
