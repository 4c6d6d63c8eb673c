export { RecentNoticeLink, RecentNoticeView, type RecentNoticeViewProps } from './RecentNoticeLink';
