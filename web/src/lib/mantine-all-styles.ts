// Mantine's whole stylesheet and the toasts': loaded by lib/mantine-styles.ts when first needed.
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
