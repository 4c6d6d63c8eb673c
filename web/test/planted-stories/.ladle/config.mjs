/**
 * The story runner's own test (e2e/src/story-runner/check-stories.test.ts) builds these planted
 * stories with this config: `ladle-build.mjs --config test/planted-stories/.ladle`.
 */
/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'test/planted-stories/*.stories.tsx',
  viteConfig: '.ladle/vite.config.ts',
};
