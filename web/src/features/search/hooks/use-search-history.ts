import { useSyncExternalStore } from 'react';
import {
  addSearchKeyword,
  clearSearchHistory,
  getSearchHistory,
  subscribeSearchHistory,
} from '../stores/search-history-store';

/** Recent keywords (newest first) with `add` and `clear`. */
export function useSearchHistory() {
  const keywords = useSyncExternalStore(subscribeSearchHistory, getSearchHistory, getSearchHistory);
  return { keywords, add: addSearchKeyword, clear: clearSearchHistory };
}
