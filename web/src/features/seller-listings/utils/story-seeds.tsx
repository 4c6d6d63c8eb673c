/**
 * Cache seeds of the feature's stories: a small category tree (Cafés > Starbucks) and the members
 * of party 41, as the API would answer them, for <StoryCache seed={…}>.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { PostType } from '@market/domain';
import { wireCategory } from '@test/catalogue-data';
import { storyAnswer as answer } from '@test/story-cache';
import { wirePartyMember } from '@test/seller-listings-data';
import { categoryLevelKeys } from '@/shared/category-levels/api/category-level-keys';
import { sellerListingKeys } from '../api';

export function seedCategories(client: QueryClient, postType: PostType) {
  const top = wireCategory({ seq: 1, postType, parentSeq: null, depth: 1 });
  const leaf = wireCategory({ seq: 11, postType, parentSeq: 1, depth: 2 });
  client.setQueryData(
    categoryLevelKeys.level(postType, null),
    answer({ parent: null, path: [], children: [top] }),
  );
  client.setQueryData(
    categoryLevelKeys.level(postType, 1),
    answer({ parent: top, path: [top], children: [leaf] }),
  );
  client.setQueryData(
    categoryLevelKeys.level(postType, 11),
    answer({ parent: leaf, path: [top, leaf], children: [] }),
  );
}

export const storyMembers = [
  wirePartyMember({
    seq: 301,
    status: 'PENDING',
    member: { seq: 8, nickname: '바다', profileImageUrl: null },
  }),
  wirePartyMember({ seq: 302 }),
  wirePartyMember({
    seq: 303,
    member: { seq: 9, nickname: '구름', profileImageUrl: null },
    pendingRequest: {
      kind: 'REMOVAL',
      postSeq: 41,
      reason: 'No longer sharing',
      requestedAt: '2026-11-20 10:00:00',
    },
  }),
  wirePartyMember({
    seq: 304,
    status: 'REMOVED',
    member: { seq: 10, nickname: '별', profileImageUrl: null },
  }),
];

/** The members of party `seq` (41 by default), under the story's session. */
export function seedMembers(client: QueryClient, token: string | null, seq = 41) {
  client.setQueryData(sellerListingKeys.members(token, seq), answer(storyMembers));
}
