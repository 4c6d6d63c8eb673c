/**
 * Signing in the configured accounts (POST /api/auth, checked like any call), plus one sign-in
 * with a wrong password that must be refused with 401.
 */
import type { Session } from '@market/contract';
import type { Inventory } from './discovery';
import type { Account } from './options';
import { type RunContext, checkedCall } from './run-context';
import type { CaseResult } from './types';

const SIGN_IN = 'auth.signIn';
type Role = 'buyer' | 'seller' | 'admin';

/** Signs `account` in; on success stores its token under `as`. Answers the session, if any. */
export async function signInAs(
  ctx: RunContext,
  account: Account,
  as: Role | 'disposable',
  name: string,
  kind: 'call' | 'journey' = 'call',
): Promise<{ session?: Session; result: CaseResult }> {
  const { response, result } = await checkedCall(ctx, {
    routeKey: SIGN_IN,
    kind,
    name,
    identity: 'anonymous',
    body: { email: account.email, password: account.password },
    expect: { status: 200 },
  });
  const session = response as Session | undefined;
  const token = session?.token?.value;
  if (!token) return { result };
  ctx.tokens[as] = token;
  return { session, result };
}

/**
 * Signs in buyer, seller and (when configured) admin; the users go into the inventory. Answers the
 * sign-in cases, which tell whether the API answers at all.
 */
export async function signInAccounts(ctx: RunContext, inventory: Inventory): Promise<CaseResult[]> {
  const { accounts } = ctx.options;
  const roles: [Role, Account | null][] = [
    ['buyer', accounts.buyer],
    ['seller', accounts.seller],
    ['admin', accounts.admin],
  ];
  const results: CaseResult[] = [];
  for (const [role, account] of roles) {
    if (!account) continue;
    const { session, result } = await signInAs(ctx, account, role, `as ${role} (${account.email})`);
    results.push(result);
    if (session) inventory.users[role] = session.user;
    // Nobody answered: the API is not there, so the other sign-ins would only say the same.
    if (result.status === 0) return results;
  }
  const wrong = await checkedCall(ctx, {
    routeKey: SIGN_IN,
    kind: 'call',
    name: 'with a wrong password',
    identity: 'anonymous',
    body: { email: accounts.buyer.email, password: `${accounts.buyer.password}-wrong` },
    expect: { status: 401, errorCode: 'INVALID_CREDENTIALS' },
  });
  return [...results, wrong.result];
}
