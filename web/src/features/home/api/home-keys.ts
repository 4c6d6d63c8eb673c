/** Query keys of the home feature; every key starts with `home`. */
export const homeKeys = {
  all: ['home'] as const,
  mainBanners: () => [...homeKeys.all, 'main-banners'] as const,
  popups: () => [...homeKeys.all, 'popups'] as const,
};
