export { Points } from './Points';
