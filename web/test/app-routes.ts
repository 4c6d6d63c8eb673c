/** The routes the shell calls on its own, answered as the server would. */
import { ok, type Routes } from './api-server';
import { wireNotice, wireUser } from './wire-data';

export function shellRoutes(overrides: Partial<Routes> = {}): Routes {
  return {
    'GET /api/common/notice/recent': () => ok(wireNotice()),
    'GET /api/common/popular/keyword': () =>
      ok([
        { rank: 1, keyword: '넷플릭스' },
        { rank: 2, keyword: '유튜브 프리미엄' },
      ]),
    'GET /api/common/exchange': () => ok({ usd: 1400 }),
    'GET /api/cart/itemCount': () => ok({ count: 0 }),
    'GET /api/account/me': () => ok(wireUser()),
    ...overrides,
  } as Routes;
}
