import { HISTORY_PAGE_SIZE, type Wallet } from '@market/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { selectPage, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { useSessionToken } from '@/lib/session/session';
import { walletKeys } from './wallet-keys';

/** One page (10 entries, SPEC §9) of the e-money or points history, newest first. */
export function useLedger(wallet: Wallet, page: number) {
  const token = useSessionToken();
  const query = { page, size: HISTORY_PAGE_SIZE };
  const emoney = useApiQuery(tsr.wallet.listEmoneyHistory, {
    queryKey: walletKeys.emoneyHistory(token, query),
    queryData: { query },
    select: selectPage,
    placeholderData: keepPreviousData,
    enabled: wallet === 'EMONEY',
  });
  const points = useApiQuery(tsr.wallet.listPointHistory, {
    queryKey: walletKeys.pointHistory(token, query),
    queryData: { query },
    select: selectPage,
    placeholderData: keepPreviousData,
    enabled: wallet === 'POINTS',
  });
  return wallet === 'EMONEY' ? emoney : points;
}
