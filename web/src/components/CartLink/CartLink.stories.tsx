import type { Story, StoryDefault } from '@ladle/react';
import { Group } from '@mantine/core';
import { CartLink } from './CartLink';

export default { title: 'Components / CartLink' } satisfies StoryDefault;

export const Empty: Story = () => <CartLink count={0} />;
export const OneItem: Story = () => <CartLink count={1} />;
export const NinetyEight: Story = () => <CartLink count={98} />;
/** From 99 the badge caps at 99+. */
export const NinetyNine: Story = () => <CartLink count={99} />;
export const Many: Story = () => <CartLink count={1250} />;

export const AllStates: Story = () => (
  <Group gap="xl">
    {[0, 1, 9, 42, 98, 99, 100, 1250].map((count) => (
      <CartLink key={count} count={count} />
    ))}
  </Group>
);
AllStates.meta = { locale: 'en' };
