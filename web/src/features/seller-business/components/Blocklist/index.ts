export { BlockedMemberRow, Blocklist } from './Blocklist';
