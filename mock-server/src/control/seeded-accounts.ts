/** The seeded accounts of ARCHITECTURE.md (fixtures' `seededAccounts`) as the control API and the CLI show them. */
import type { World } from '@market/world';
import { seededAccounts } from '@market/fixtures';
import { usersByEmail } from '../services/indexes';
import type { SeededAccountView } from './contract';

export function seededAccountViews(world: World): SeededAccountView[] {
  return seededAccounts.flatMap(({ email, password, description }) => {
    const user = usersByEmail
      .of(world, email.toLowerCase())
      .find((candidate) => candidate.email === email);
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
