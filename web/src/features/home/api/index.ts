export { homeKeys } from './home-keys';
export { useMainBanners } from './use-main-banners';
export { usePopups } from './use-popups';
