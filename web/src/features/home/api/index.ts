export { homeKeys } from './home-keys';
export { prefetchMainBanners, useMainBanners } from './use-main-banners';
export { usePopups } from './use-popups';
