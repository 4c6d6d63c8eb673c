/**
 * Mantine's styles, whole and in one place (the app's entry, src/main.tsx, and Ladle's): imported
 * first, so the build's one stylesheet holds Mantine's rules in Mantine's own order, then the
 * app's. They are Mantine's layered sheets (`@layer mantine`), so a CSS module of ours wins over
 * them whatever the order (decision 028).
 */
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
