/** The seeded accounts of ARCHITECTURE.md (fixtures' `seededAccounts`) as the control API and the CLI show them. */
import type { World } from '@market/world';
import { seededAccounts } from '@market/fixtures';
import type { SeededAccountView } from './contract';

export function seededAccountViews(world: World): SeededAccountView[] {
  return seededAccounts.flatMap(({ email, password, description }) => {
    const user = world.users.find((candidate) => candidate.email === email);
    return user
      ? [
          {
            email,
            password,
            userSeq: user.seq,
            nickname: user.nickname,
            roles: user.roles,
            description,
          },
        ]
      : [];
  });
}
