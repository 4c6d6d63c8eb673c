/** The seeded accounts of ARCHITECTURE.md as the control API and the CLI show them. */
import type { World } from '@market/fixtures';
import type { SeededAccountView } from './contract';

const SEEDED: ReadonlyArray<{ email: string; description: string }> = [
  {
    email: 'buyer@example.com',
    description: 'verified member with e-money, points, orders and chats',
  },
  { email: 'newbie@example.com', description: 'new member, identity not verified, empty wallet' },
  {
    email: 'seller@example.com',
    description: 'seller with listings of every type and their buyers',
  },
  { email: 'seller2@example.com', description: 'a second seller' },
  { email: 'admin@example.com', description: 'administrator' },
];

export function seededAccountViews(world: World): SeededAccountView[] {
  return SEEDED.flatMap(({ email, description }) => {
    const user = world.users.find((candidate) => candidate.email === email);
    return user
      ? [
          {
            email,
            password: user.password,
            userSeq: user.seq,
            nickname: user.nickname,
            roles: user.roles,
            description,
          },
        ]
      : [];
  });
}
