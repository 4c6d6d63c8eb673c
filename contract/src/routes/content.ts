/**
 * Operator content and support inquiries, all named by SPEC §7 content. The seller notices are for
 * sellers only; inquiries are the caller's own.
 */
import { z } from 'zod';
import { c } from '../contract';
import { errors, ok, okPage } from '../envelope';
import { meta } from '../meta';
import {
  Banner,
  Faq,
  FaqListQuery,
  Fee,
  Inquiry,
  InquiryBody,
  InquiryListQuery,
  Notice,
  NoticeListQuery,
  OrderFeeQuery,
  OurService,
  PaymentFee,
  Popup,
  SellerNoticeListQuery,
  Terms,
  TermsQuery,
  WithdrawalFee,
} from '../schemas/content';

export const contentContract = c.router({
  listNotices: {
    method: 'GET',
    path: '/api/notice',
    summary: 'List the notices, pinned first, optionally by keyword.',
    query: NoticeListQuery,
    responses: { 200: okPage(Notice), ...errors(400, 404) },
    metadata: meta('spec', 'public'),
  },
  getRecentNotice: {
    method: 'GET',
    path: '/api/common/notice/recent',
    summary: 'Get the latest notice for the top bar, or null when there is none.',
    responses: { 200: ok(Notice.nullable()), ...errors(400) },
    metadata: meta('spec', 'public'),
  },
  listSellerNotices: {
    method: 'GET',
    path: '/api/notice/seller',
    summary: 'List the notices addressed to sellers.',
    query: SellerNoticeListQuery,
    responses: { 200: okPage(Notice), ...errors(400, 401, 403) },
    metadata: meta('spec', 'seller'),
  },
  listFaqs: {
    method: 'GET',
    path: '/api/common/faq/list',
    summary: 'List the frequently asked questions by category and keyword.',
    query: FaqListQuery,
    responses: { 200: okPage(Faq), ...errors(400) },
    metadata: meta('spec', 'public'),
  },
  listMainBanners: {
    method: 'GET',
    path: '/api/banner/main',
    summary: 'List the banners of the home page in display order.',
    responses: { 200: ok(z.array(Banner)), ...errors(400) },
    metadata: meta('spec', 'public'),
  },
  listPopups: {
    method: 'GET',
    path: '/api/common/banner/popup',
    summary: 'List the popups showing on the home page now.',
    responses: { 200: ok(z.array(Popup)), ...errors(400) },
    metadata: meta('spec', 'public'),
  },
  getTerms: {
    method: 'GET',
    path: '/api/terms/view',
    summary: 'Get the current terms of use, privacy policy or seller guide.',
    query: TermsQuery,
    responses: { 200: ok(Terms), ...errors(400) },
    metadata: meta('spec', 'public'),
  },
  listOurServices: {
    method: 'GET',
    path: '/api/common/our-services',
    summary: 'List the company apps and services.',
    responses: { 200: ok(z.array(OurService)), ...errors(400) },
    metadata: meta('spec', 'public'),
  },
  getBrokerageFee: {
    method: 'GET',
    path: '/api/common/fee/brokerage',
    summary: 'Get the fee kept from a seller sale.',
    responses: { 200: ok(Fee), ...errors(400) },
    metadata: meta('spec', 'public'),
  },
  listPaymentFees: {
    method: 'GET',
    path: '/api/common/fee/payment',
    summary: 'List the fee of each payment method.',
    responses: { 200: ok(z.array(PaymentFee)), ...errors(400) },
    metadata: meta('spec', 'public'),
  },
  listWithdrawalFees: {
    method: 'GET',
    path: '/api/common/fee/withdrawal',
    summary: 'List the withdrawal fee of each payout method.',
    responses: { 200: ok(z.array(WithdrawalFee)), ...errors(400) },
    metadata: meta('spec', 'public'),
  },
  getOrderFee: {
    method: 'GET',
    path: '/api/common/fee/order',
    summary: 'Get the fee added to an order placed on a platform.',
    query: OrderFeeQuery,
    responses: { 200: ok(Fee), ...errors(400) },
    metadata: meta('spec', 'public'),
  },
  createInquiry: {
    method: 'POST',
    path: '/api/inquiry',
    summary: 'Send a support inquiry to be answered by e-mail or phone.',
    body: InquiryBody,
    responses: { 201: ok(Inquiry), ...errors(400, 401) },
    metadata: meta('spec', 'member', { writes: true }),
  },
  listInquiries: {
    method: 'GET',
    path: '/api/inquiry',
    summary: 'List the inquiries the member sent, newest first.',
    query: InquiryListQuery,
    responses: { 200: okPage(Inquiry), ...errors(400, 401) },
    metadata: meta('spec', 'member'),
  },
});
