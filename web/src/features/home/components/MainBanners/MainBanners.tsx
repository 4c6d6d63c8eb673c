import { useMainBanners } from '@/features/home/api/use-main-banners';
import { BannerCarousel } from '../BannerCarousel/BannerCarousel';

/** The home page's banners from GET /api/banner/main; a failed load leaves the space out. */
export function MainBanners() {
  const banners = useMainBanners();
  if (banners.isError) return null;
  return <BannerCarousel banners={banners.data} />;
}
