import type { Story, StoryDefault } from '@ladle/react';
import { Group, Text } from '@mantine/core';
import { CartIcon, GiftIcon, MegaphoneIcon, SearchIcon, UserIcon } from '../icons';
import { LineIcon } from './LineIcon';

export default { title: 'Components / LineIcon' } satisfies StoryDefault;

/** The shell's icons, all drawn with LineIcon. */
export const ShellIcons: Story = () => (
  <Group gap="lg">
    <SearchIcon />
    <CartIcon />
    <UserIcon />
    <MegaphoneIcon />
    <GiftIcon />
  </Group>
);

export const Sizes: Story = () => (
  <Group gap="lg" align="end">
    {[14, 20, 32, 48].map((size) => (
      <CartIcon key={size} size={size} />
    ))}
  </Group>
);

/** A thinner stroke, in the colour of the text around it. */
export const ThinInColour: Story = () => (
  <Text c="brand.7">
    <LineIcon size={40} strokeWidth={1.2}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12h8M12 8v8" />
    </LineIcon>
  </Text>
);
