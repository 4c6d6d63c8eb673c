export { NoticeList } from './NoticeList';
