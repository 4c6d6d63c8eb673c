export { noticeKeys } from './notice-keys';
export { NOTICES_PAGE_SIZE, useNoticeList, type NoticeListFilter } from './use-notice-list';
export { prefetchRecentNotice, useRecentNotice } from './use-recent-notice';
