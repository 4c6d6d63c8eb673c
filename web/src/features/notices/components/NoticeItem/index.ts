export { NoticeItem, type NoticeItemProps } from './NoticeItem';
