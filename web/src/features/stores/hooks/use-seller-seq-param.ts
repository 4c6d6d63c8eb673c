import { useParams } from 'wouter';

/**
 * The seller of a `/stores/:sellerSeq…` address as a positive whole number, or null when the
 * segment is anything else (which the store pages answer with not-found, without asking the API).
 */
export function useSellerSeqParam(): number | null {
  const { sellerSeq = '' } = useParams<{ sellerSeq?: string }>();
  const seq = Number(sellerSeq);
  return /^\d+$/.test(sellerSeq) && Number.isSafeInteger(seq) && seq >= 1 ? seq : null;
}
