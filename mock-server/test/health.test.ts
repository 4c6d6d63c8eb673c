import { describe, expect, it } from 'vitest';
import { TEST_SEED, build, testWorld } from './helpers/build';

describe('GET /__mock/health', () => {
  it('answers ok with the seed, the size and the number of seeded posts', async () => {
    const app = await build();
    const world = testWorld();

    const res = await app.inject({ method: 'GET', url: '/__mock/health' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      response: {
        status: 'ok',
        seed: TEST_SEED,
        size: 'small',
        posts: world.subscriptionPosts.length + world.couponPosts.length + world.codePosts.length,
      },
      error: null,
      pagination: null,
    });
    expect(res.json().response.posts).toBeGreaterThan(0);
  });
});
