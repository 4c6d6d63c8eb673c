import type { Story, StoryDefault } from '@ladle/react';
import { Box } from '@mantine/core';
import { TextResponseForm } from './TextResponseForm';

export default { title: 'Features / Seller business / TextResponseForm' } satisfies StoryDefault;

export const New: Story = () => (
  <Box maw={640}>
    <TextResponseForm
      label="답변"
      submitLabel="답변 저장"
      onSubmit={() => undefined}
      onCancel={() => undefined}
    />
  </Box>
);

export const Editing: Story = () => (
  <Box maw={640}>
    <TextResponseForm
      label="Reply"
      initialText="It works in every region."
      submitLabel="Save reply"
      onSubmit={() => undefined}
      onCancel={() => undefined}
      pending
    />
  </Box>
);
