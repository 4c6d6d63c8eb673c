/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'src/**/*.stories.{ts,tsx}',
  viteConfig: '.ladle/vite.config.ts',
  outDir: 'build',
  addons: {
    a11y: { enabled: true },
    // Phone (the narrowest width the layout supports) to desktop.
    width: {
      enabled: true,
      options: { phone: 360, tablet: 768, desktop: 1280 },
      defaultState: 0,
    },
  },
};
