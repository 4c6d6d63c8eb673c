/**
 * The 200 answer of a list route: one page of the records, each mapped to its wire shape, with the
 * page's pagination in the envelope.
 */
import { successPage } from '@market/contract';
import { paginate } from '@market/domain';

export function pagedResponse<T, W>(
  records: readonly T[],
  query: { page: number; size: number },
  toWire: (record: T) => W,
) {
  const { items, pagination } = paginate(records, query.page, query.size);
  return { status: 200 as const, body: successPage(items.map(toWire), pagination) };
}
