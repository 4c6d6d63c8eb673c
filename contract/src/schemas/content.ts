/**
 * Editorial content (SPEC §7 content): notices, FAQ, banners and popups, terms, the services page,
 * fee tables, and the member's support inquiries. Text the operator writes arrives as JSON-encoded
 * multilingual text (`JsonText`), like post titles; text a member writes is plain.
 */
import {
  DateString,
  DateTimeString,
  JsonText,
  SEARCH_KEYWORD_MAX_LENGTH,
  inquiryFormSchema,
} from '@market/domain';
import {
  AnswerStatus,
  ContactType,
  FaqCategory,
  InquiryCategory,
  PaymentMethod,
  Platform,
  TermsType,
  WithdrawalMethod,
} from '@market/domain/schemas';
import { z } from 'zod';
import { withFormRules } from './form-body';
import { PageQuery, Seq } from '../query';
import { Krw } from './post';

const seq = z.number().int().positive();
const optionalKeyword = z.string().trim().max(SEARCH_KEYWORD_MAX_LENGTH).optional();

export const Notice = z
  .object({
    seq,
    title: JsonText,
    body: JsonText,
    /** Pinned notices head every page of the list. */
    pinned: z.boolean(),
    createdAt: DateTimeString,
  })
  .describe('Notice');
export type Notice = z.infer<typeof Notice>;

export const NoticeListQuery = PageQuery.extend({
  keyword: optionalKeyword,
  /** The notice opened in the list (/notices?activeItem=…): the answer is the page holding it. */
  activeItem: Seq.optional(),
});
export type NoticeListQuery = z.input<typeof NoticeListQuery>;

export const SellerNoticeListQuery = PageQuery.extend({ keyword: optionalKeyword });
export type SellerNoticeListQuery = z.input<typeof SellerNoticeListQuery>;

export const Faq = z
  .object({ seq, category: FaqCategory, title: JsonText, body: JsonText })
  .describe('Faq');
export type Faq = z.infer<typeof Faq>;

export const FaqListQuery = PageQuery.extend({
  category: FaqCategory.optional(),
  keyword: optionalKeyword,
});
export type FaqListQuery = z.input<typeof FaqListQuery>;

export const Banner = z
  .object({
    seq,
    title: JsonText,
    imageUrl: z.string().min(1),
    /** Where a click goes: an app path (`/ecoupons`) or an outside address; null when not a link. */
    linkUrl: z.string().nullable(),
  })
  .describe('Banner');
export type Banner = z.infer<typeof Banner>;

/** A home-page popup; the client remembers the ones a visitor dismissed by `seq` (SPEC §9). */
export const Popup = z
  .object({
    seq,
    title: JsonText,
    body: JsonText,
    imageUrl: z.string().nullable(),
    linkUrl: z.string().nullable(),
    startsAt: DateTimeString,
    endsAt: DateTimeString,
  })
  .describe('Popup');
export type Popup = z.infer<typeof Popup>;

export const TermsQuery = z.object({ type: TermsType });
export type TermsQuery = z.input<typeof TermsQuery>;

export const Terms = z
  .object({
    type: TermsType,
    title: JsonText,
    body: JsonText,
    version: z.string().min(1),
    effectiveFrom: DateString,
  })
  .describe('Terms');
export type Terms = z.infer<typeof Terms>;

/** An app or service of the company, listed on /our-services and linked from the top bar. */
export const OurService = z
  .object({
    seq,
    name: JsonText,
    description: JsonText,
    imageUrl: z.string().nullable(),
    linkUrl: z.string().min(1),
  })
  .describe('OurService');
export type OurService = z.infer<typeof OurService>;

/** A fee: `rate` of the amount (0.1 is 10 %) plus a fixed amount in won. */
export const Fee = z
  .object({
    rate: z.number().min(0).max(1),
    fixedAmount: Krw,
    /** Operator text shown beside the fee. */
    description: JsonText.nullable(),
  })
  .describe('Fee');
export type Fee = z.infer<typeof Fee>;

export const PaymentFee = Fee.extend({ method: PaymentMethod }).describe('PaymentFee');
export type PaymentFee = z.infer<typeof PaymentFee>;

export const WithdrawalFee = Fee.extend({ method: WithdrawalMethod }).describe('WithdrawalFee');
export type WithdrawalFee = z.infer<typeof WithdrawalFee>;

export const OrderFeeQuery = z.object({ platform: Platform });
export type OrderFeeQuery = z.input<typeof OrderFeeQuery>;

/** The answer goes to `emailOrPhone`, an address or a number as `contactType` says. */
export const InquiryBody = withFormRules(inquiryFormSchema.innerType().strict(), inquiryFormSchema);
export type InquiryBody = z.input<typeof InquiryBody>;

export const Inquiry = z
  .object({
    seq,
    category: InquiryCategory,
    title: z.string(),
    body: z.string(),
    contactType: ContactType,
    emailOrPhone: z.string(),
    status: AnswerStatus,
    answer: z.object({ body: z.string(), answeredAt: DateTimeString }).nullable(),
    createdAt: DateTimeString,
  })
  .describe('Inquiry');
export type Inquiry = z.infer<typeof Inquiry>;

export const InquiryListQuery = PageQuery.extend({
  category: InquiryCategory.optional(),
  keyword: optionalKeyword,
});
export type InquiryListQuery = z.input<typeof InquiryListQuery>;
