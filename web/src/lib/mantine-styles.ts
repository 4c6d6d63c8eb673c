/**
 * Mantine's styles, whole and in one place: the entry imports this first (src/main.tsx), so the
 * page's one stylesheet holds Mantine's rules in Mantine's own order, then the app's. They are
 * Mantine's layered sheets (`@layer mantine`), so a CSS module of ours wins over them even when a
 * lazily loaded page's sheet arrives in another order (decision 028).
 */
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
