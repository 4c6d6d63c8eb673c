export { MainBanners } from './MainBanners';
