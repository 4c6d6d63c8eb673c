export { ProfileImageForm } from './ProfileImageForm';
