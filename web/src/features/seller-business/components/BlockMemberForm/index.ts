export { BlockMemberForm } from './BlockMemberForm';
