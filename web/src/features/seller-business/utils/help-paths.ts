/** The seller console's two help sections and their addresses. */
export type SellerHelpKind = 'notices' | 'guides';

export const sellerHelpListPath = (kind: SellerHelpKind) => `/seller/${kind}`;
export const sellerHelpPath = (kind: SellerHelpKind, seq: number) => `/seller/${kind}/${seq}`;
