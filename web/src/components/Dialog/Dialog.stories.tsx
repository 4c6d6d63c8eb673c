import type { Story, StoryDefault } from '@ladle/react';
import { Text } from '@mantine/core';
import { Dialog, SideDrawer } from './Dialog';

export default { title: 'Components / Dialog' } satisfies StoryDefault;

export const Open: Story = () => (
  <Dialog opened onClose={() => undefined} title="Dialog title">
    <Text>Focus is trapped inside; Escape or the close button closes it.</Text>
  </Dialog>
);

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
