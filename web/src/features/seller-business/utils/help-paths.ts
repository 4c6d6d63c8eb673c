import { pathTo } from '@/lib/addresses';

/** The seller console's two help sections and their addresses. */
export type SellerHelpKind = 'notices' | 'guides';

export const sellerHelpListPath = (kind: SellerHelpKind) => pathTo(`/seller/${kind}`);
export const sellerHelpPath = (kind: SellerHelpKind, seq: number) =>
  pathTo(`/seller/${kind}/:seq`, { seq });
