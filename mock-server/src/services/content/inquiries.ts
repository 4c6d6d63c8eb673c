/** Support inquiries: each member writes and lists their own. */
import type { InquiryRecord, World } from '@market/world';
import { nextSeq } from '@market/world';
import { foldForSearch, matchesAll, searchTerms } from '../catalogue/search-text';
import { newestFirst } from '../newest-first';
import { inquiriesOfMember } from '../indexes';

export type NewInquiry = Pick<InquiryRecord, 'category' | 'title' | 'body' | 'contactType'> & {
  emailOrPhone: string;
};

/** Files a member's inquiry, unanswered. */
export function createInquiry(
  world: World,
  userSeq: number,
  form: NewInquiry,
  now: number,
): InquiryRecord {
  const record: InquiryRecord = {
    seq: nextSeq(world, 'inquiries'),
    userSeq,
    category: form.category,
    title: form.title,
    body: form.body,
    contactType: form.contactType,
    contact: form.emailOrPhone,
    createdAt: now,
    answer: null,
    answeredAt: null,
  };
  world.inquiries.push(record);
  return record;
}

/** The member's own inquiries of a category (all when undefined) matching a keyword, newest first. */
export function inquiriesOf(
  world: World,
  userSeq: number,
  filter: { category?: InquiryRecord['category'] | undefined; keyword?: string | undefined },
): InquiryRecord[] {
  const terms = searchTerms(filter.keyword);
  return inquiriesOfMember
    .of(world, userSeq)
    .filter((i) => filter.category === undefined || i.category === filter.category)
    .filter((i) => matchesAll(foldForSearch(`${i.title}\u0000${i.body}`), terms))
    .sort(newestFirst);
}
