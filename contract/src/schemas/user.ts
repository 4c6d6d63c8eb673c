/** Users as the wire shows them (SPEC §3): the signed-in user, and a seller as others see them. */
import { CountryCode, DateTimeString, MAX_COUNTRIES } from '@market/domain';
import { Role } from '@market/domain/schemas';
import { z } from 'zod';

/** The signed-in user's own account. */
export const User = z
  .object({
    seq: z.number().int().positive(),
    email: z.string().email(),
    nickname: z.string(),
    profileImageUrl: z.string().nullable(),
    roles: z.array(Role),
    verified: z.boolean(),
    phone: z.string().nullable(),
    /** ISO 3166-1 alpha-2 codes the member chose (SPEC §5: a maximum number can be chosen). */
    countries: z.array(CountryCode).max(MAX_COUNTRIES),
    newsletter: z.boolean(),
    referralCode: z.string(),
    createdAt: DateTimeString,
  })
  .describe('User');
export type User = z.infer<typeof User>;

/** A seller as shown on posts and stores: public fields only. */
export const SellerSummary = z
  .object({
    seq: z.number().int().positive(),
    nickname: z.string(),
    profileImageUrl: z.string().nullable(),
  })
  .describe('SellerSummary');
export type SellerSummary = z.infer<typeof SellerSummary>;

/** Another member as a seller or party founder sees them. */
export const MemberSummary = z
  .object({
    seq: z.number().int().positive(),
    nickname: z.string(),
    profileImageUrl: z.string().nullable(),
  })
  .describe('MemberSummary');
export type MemberSummary = z.infer<typeof MemberSummary>;
