export { noticeKeys } from './notice-keys';
export { useRecentNotice } from './use-recent-notice';
