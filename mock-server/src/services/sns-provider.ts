/**
 * The simulated Naver and Kakao sign-in. After the member agrees at the provider, the provider
 * redirects to `/login/naver?code=…` or `/login/kakao?code=…`; here the code is read as the
 * member's identity at the provider (their SNS id), so a developer can pick who signs in:
 *
 * - a code is `<provider>-<id>`, `<provider>` being `naver` or `kakao` as the provider named in the
 *   request, `<id>` 1 to 40 of `A-Z a-z 0-9 _ -`; anything else is 401 SNS_CODE_INVALID;
 * - seeded members who joined through a provider have the SNS id `<provider>-<their seq>`
 *   (`naver-57` signs in member 57 if member 57 joined through Naver);
 * - any other SNS id creates a member on first use and signs that member in afterwards.
 */
import type { SnsProvider } from '@market/domain';
import { type UserRecord, type World, findBySeq } from '@market/world';
import { ApiFailure } from '../http/api-failure';
import { base64UrlOf } from '../store/random';
import type { Session } from '../store/session';
import { accountState } from './account-state';
import { createMember, findOpenByEmail, uniqueNickname } from './members';

const CODE_PATTERN = /^(naver|kakao)-([A-Za-z0-9_-]{1,40})$/i;
const NICKNAME_PREFIX: Record<SnsProvider, string> = { NAVER: 'Naver', KAKAO: 'Kakao' };

/** The SNS id a code stands for, or a 401 when the provider would not have issued it. */
export function snsIdOf(provider: SnsProvider, code: string): string {
  const match = CODE_PATTERN.exec(code.trim());
  if (!match || match[1]!.toUpperCase() !== provider) {
    throw new ApiFailure(
      'SNS_CODE_INVALID',
      `The ${provider} code is not valid: expected ${provider.toLowerCase()}-<id>`,
    );
  }
  return `${provider.toLowerCase()}-${match[2]!}`;
}

function seededMember(world: World, provider: SnsProvider, snsId: string) {
  const seq = /^[a-z]+-(\d{1,9})$/.exec(snsId)?.[1];
  const user = seq === undefined ? undefined : findBySeq(world.users, Number(seq));
  return user?.snsProvider === provider ? user : undefined;
}

function newSnsEmail(world: World, provider: SnsProvider, snsId: string): string {
  const base = `${snsId.toLowerCase()}@${provider.toLowerCase()}.sns.example.com`;
  if (!findOpenByEmail(world, base)) return base;
  return `${snsId.toLowerCase()}+${world.ids.users}@${provider.toLowerCase()}.sns.example.com`;
}

/**
 * The member signing in with an SNS code: found, or created on first use (not verified, empty
 * wallet, a password nobody knows until they reset it). A removed member cannot sign in.
 */
export function snsMember(session: Session, provider: SnsProvider, code: string): UserRecord {
  const { world } = session;
  const snsId = snsIdOf(provider, code);
  const { snsMembers } = accountState(session);
  const known = snsMembers.get(snsId);
  const existing = known
    ? findBySeq(world.users, known.userSeq)
    : seededMember(world, provider, snsId);
  if (existing) {
    if (existing.removedAt !== null) {
      throw new ApiFailure('SNS_CODE_INVALID', 'The account of this SNS identity was removed');
    }
    return existing;
  }
  const user = createMember(world, {
    email: newSnsEmail(world, provider, snsId),
    password: base64UrlOf(session.randomBytes(18)),
    nickname: uniqueNickname(world, `${NICKNAME_PREFIX[provider]}${world.ids.users}`),
    snsProvider: provider,
    referredBySeq: null,
    now: session.clock.now(),
  });
  snsMembers.set(snsId, { provider, userSeq: user.seq });
  return user;
}
