/** Categories as the wire shows them (contract `schemas/catalogue.ts`). */
import type { Category } from '@market/contract';
import type { CategoryRecord } from '@market/world';
import { wireText } from './wire';

export function toCategory(record: CategoryRecord): Category {
  return {
    seq: record.seq,
    postType: record.postType,
    name: wireText(record.name),
    parentSeq: record.parentSeq,
    depth: record.depth,
  };
}
