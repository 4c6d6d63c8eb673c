/**
 * Mantine's styles in two parts (decision 028). The first load carries only the stylesheets of the
 * components the shell and the landing pages render (about 17 kB of Mantine's 38 kB gzip, in
 * Mantine's own order); everything lazily loaded (other pages, dialogs, menus, toasts) waits for
 * the whole stylesheet (`withAllStyles`), which the app also starts once it is idle after its first
 * render. Layered, so that our CSS modules win over Mantine's whatever order the sheets load in;
 * the whole sheet repeats the first part's rules in its own order, so the cascade ends the same.
 *
 * A component added to the shell or a landing page needs its stylesheet below, or it would render
 * unstyled until the whole sheet arrives: the build fails until it is here
 * (vite-plugins/first-load-styles-check.ts).
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Breadcrumbs.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/EmptyState.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

let allStyles: Promise<unknown> | undefined;

/** Loads Mantine's whole stylesheet (and the toasts'), once; resolves when it applies. */
export function loadAllStyles(): Promise<unknown> {
  return (allStyles ??= import('./mantine-all-styles'));
}

/** `load`, resolving only once the whole stylesheet applies too (for anything loaded lazily). */
export function withAllStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAllStyles()]).then(([loaded]) => loaded);
}
