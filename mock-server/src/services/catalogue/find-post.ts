import type { PostType } from '@market/domain';
import { type PostRecord, type World, findPost } from '@market/world';
import { ApiFailure } from '../../http/api-failure';

/** The stored post of a type, or 404 NOT_FOUND when it does not exist or was deleted. */
export function findPostRecord(world: World, type: PostType, seq: number): PostRecord {
  const record = findPost(world, type, seq);
  if (!record || record.deletedAt !== null) {
    throw new ApiFailure('NOT_FOUND', `No ${type.toLowerCase()} post ${seq}`);
  }
  return record;
}
