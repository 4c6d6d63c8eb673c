/**
 * The signed-in member's account. SPEC §7 names the three reads; the updates are those whose
 * failures SPEC §8 lists (nickname, password, phone, country, newsletter, profile image, removal).
 */
import { c } from '../contract';
import { Done, errors, ok } from '../envelope';
import { meta } from '../meta';
import {
  AccountSummary,
  BecomeSellerBody,
  CountriesBody,
  NewsletterBody,
  NicknameBody,
  PasswordChangeBody,
  PhoneBody,
  ProfileImageBody,
  ReferralLink,
  RemoveAccountBody,
  SellerInfo,
} from '../schemas/account';
import { User } from '../schemas/user';

export const accountContract = c.router({
  getMe: {
    method: 'GET',
    path: '/api/account/me',
    summary: 'Get the signed-in member.',
    responses: { 200: ok(User), ...errors(400, 401) },
    metadata: meta('spec', 'member'),
  },
  getSellerInfo: {
    method: 'GET',
    path: '/api/account/seller/info',
    summary: "Get the signed-in seller's own seller account.",
    responses: { 200: ok(SellerInfo), ...errors(400, 401, 403) },
    metadata: meta('spec', 'seller'),
  },
  getSummary: {
    method: 'GET',
    path: '/api/account/summary',
    summary: "Count the signed-in member's codes, coupons, inquiries, orders and subscriptions.",
    responses: { 200: ok(AccountSummary), ...errors(400, 401) },
    metadata: meta('spec', 'member'),
  },
  updateNickname: {
    method: 'PUT',
    path: '/api/account/nickname',
    summary: "Change the member's nickname.",
    body: NicknameBody,
    responses: { 200: ok(User), ...errors(400, 401, 409) },
    metadata: meta('assumed', 'member', { writes: true }),
  },
  updatePassword: {
    method: 'PUT',
    path: '/api/account/password',
    summary: "Change the member's password after checking the current one.",
    body: PasswordChangeBody,
    responses: { 200: Done, ...errors(400, 401) },
    metadata: meta('assumed', 'member', { writes: true }),
  },
  updatePhone: {
    method: 'PUT',
    path: '/api/account/phone',
    summary: "Change the member's phone number.",
    body: PhoneBody,
    responses: { 200: ok(User), ...errors(400, 401) },
    metadata: meta('assumed', 'member', { writes: true }),
  },
  updateCountries: {
    method: 'PUT',
    path: '/api/account/country',
    summary: "Replace the member's chosen countries.",
    body: CountriesBody,
    responses: { 200: ok(User), ...errors(400, 401) },
    metadata: meta('assumed', 'member', { writes: true }),
  },
  updateNewsletter: {
    method: 'PUT',
    path: '/api/account/newsletter',
    summary: 'Subscribe the member to the newsletter or unsubscribe them.',
    body: NewsletterBody,
    responses: { 200: ok(User), ...errors(400, 401) },
    metadata: meta('assumed', 'member', { writes: true }),
  },
  updateProfileImage: {
    method: 'PUT',
    path: '/api/account/profile-image',
    summary: "Set the member's profile image to an uploaded image, or remove it.",
    body: ProfileImageBody,
    responses: { 200: ok(User), ...errors(400, 401) },
    metadata: meta('assumed', 'member', { writes: true }),
  },
  removeAccount: {
    method: 'POST',
    path: '/api/account/remove',
    summary: "Remove the member's account after checking the password.",
    body: RemoveAccountBody,
    responses: { 200: Done, ...errors(400, 401, 409) },
    metadata: meta('assumed', 'member', { writes: true }),
  },
  becomeSeller: {
    method: 'POST',
    path: '/api/account/seller',
    summary: 'Turn the identity-verified member into a seller.',
    body: BecomeSellerBody,
    responses: { 200: ok(User), ...errors(400, 401, 403, 409) },
    metadata: meta('assumed', 'member', { writes: true }),
  },
  getReferralLink: {
    method: 'GET',
    path: '/api/account/referral',
    summary: "Get the member's referral link and how many members joined through it.",
    responses: { 200: ok(ReferralLink), ...errors(400, 401) },
    metadata: meta('assumed', 'member'),
  },
});
