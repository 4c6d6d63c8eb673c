export { homeKeys } from './home-keys';
export { prefetchMainBanners, useMainBanners } from './use-main-banners';
export { prefetchPopups, usePopups } from './use-popups';
