export { ProfileSection } from './ProfileSection';
