import { Skeleton, Stack } from '@mantine/core';

/** A room while it loads: its title, messages and composer as placeholders. */
export function ChatRoomSkeleton() {
  return (
    <Stack gap="sm" aria-busy>
      <Skeleton height={20} width="40%" />
      <Skeleton height={280} />
      <Skeleton height={40} />
    </Stack>
  );
}
