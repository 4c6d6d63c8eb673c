export { NoticeItem, noticeElementId, type NoticeItemProps } from './NoticeItem';
