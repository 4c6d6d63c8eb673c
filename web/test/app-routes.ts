/** The routes the shell calls on its own, answered as the server would. */
import { answers, ok, type Routes } from './api-server';
import { wireNotice, wireUser } from './wire-data';

const shellAnswers = answers({
  'GET /api/common/notice/recent': () => ok(wireNotice()),
  'GET /api/common/popular/keyword': () =>
    ok([
      { rank: 1, keyword: '넷플릭스' },
      { rank: 2, keyword: '유튜브 프리미엄' },
    ]),
  'GET /api/common/exchange': () => ok({ usd: 1400 }),
  'GET /api/cart/itemCount': () => ok({ count: 0 }),
  'GET /api/account/me': () => ok(wireUser()),
});

/** The shell's answers with a test's own: a test's answer to a shell route replaces the shell's. */
export function shellRoutes<Key extends string = never>(overrides?: Routes<Key>) {
  return { ...shellAnswers, ...overrides };
}
