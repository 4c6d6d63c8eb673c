import type { Story, StoryDefault } from '@ladle/react';
import { Stack, Text } from '@mantine/core';
import { Dialog, DialogActions, SideDrawer } from './Dialog';

export default { title: 'Components / Dialog' } satisfies StoryDefault;

export const Open: Story = () => (
  <Dialog opened onClose={() => undefined} title="Dialog title">
    <Text>Focus is trapped inside; Escape or the close button closes it.</Text>
  </Dialog>
);

/** A step that cannot be undone: the focus starts on cancel, the step is red. */
export const WithActions: Story = () => (
  <Dialog opened onClose={() => undefined} title="Delete the comment?">
    <Stack gap="md">
      <Text>It cannot be brought back.</Text>
      <DialogActions
        confirm="Delete"
        onConfirm={() => undefined}
        onCancel={() => undefined}
        color="red.9"
        autoFocus="cancel"
      />
    </Stack>
  </Dialog>
);
WithActions.meta = { locale: 'en' };

/** The step under way: its button shows the loader and cannot be pressed twice. */
export const WithActionsLoading: Story = () => (
  <Dialog opened onClose={() => undefined} title="Cash out">
    <Stack gap="md">
      <Text>10,000 won to your bank account.</Text>
      <DialogActions confirm="Cash out" onCancel={() => undefined} loading />
    </Stack>
  </Dialog>
);
WithActionsLoading.meta = { locale: 'en' };

export const Centered: Story = () => (
  <Dialog opened onClose={() => undefined} title="A notice" centered>
    <Text>Centred vertically, as the home page's popups are.</Text>
  </Dialog>
);

export const FullScreen: Story = () => (
  <Dialog opened onClose={() => undefined} title="Full screen on phones" fullScreen>
    <Text>Content</Text>
  </Dialog>
);
FullScreen.meta = { width: 360 };

export const Drawer: Story = () => (
  <SideDrawer opened onClose={() => undefined} title="Menu">
    <Text>Drawer content</Text>
  </SideDrawer>
);
Drawer.meta = { locale: 'en' };
