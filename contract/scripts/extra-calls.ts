/**
 * The writes the contract runner's journeys leave out (they would change a real API's data for good,
 * or need what only the mock can give: the outbox, the identity provider), made here against the
 * mock's seeded world so that every route has an example. Each call must succeed: a refusal fails
 * the recording. The mock's request journal records them with the rest (capture-examples.ts).
 */
import { CONTROL_PREFIX } from '../src/control';
import { contract } from '../src/index';
import { type ListedRoute, listRoutes } from '../src/route-list';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A control route (`/__mock…`) in the session of `headers`: its `response`. */
export async function control(
  mockUrl: string,
  headers: Record<string, string>,
  method: string,
  path: string,
): Promise<Json> {
  const response = await fetch(`${mockUrl}${CONTROL_PREFIX}${path}`, { method, headers });
  if (!response.ok) throw new Error(`${method} ${CONTROL_PREFIX}${path}: ${response.status}`);
  return ((await response.json()) as Json).response;
}

/** Tries `attempt` on each candidate in turn until one succeeds. */
async function firstThatWorks<T>(candidates: T[], attempt: (candidate: T) => Promise<unknown>) {
  const refusals: string[] = [];
  for (const candidate of candidates) {
    try {
      return await attempt(candidate);
    } catch (error) {
      refusals.push(error instanceof Error ? error.message : String(error));
    }
  }
  throw new Error(`no candidate worked:\n${refusals.join('\n')}`);
}

export async function extraCalls(mockUrl: string, headers: Record<string, string>): Promise<void> {
  const routes = new Map(listRoutes(contract).map((listed) => [listed.key, listed]));

  /** Calls a route and returns the answer's `response`; throws unless a 2xx its schema takes. */
  async function call(
    key: string,
    token: string | null,
    { params = {}, body, query = {} }: { params?: Json; body?: Json; query?: Json } = {},
  ): Promise<Json> {
    const { route } = routes.get(key) as ListedRoute;
    const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(String(params[name])),
    );
    const url = new URL(`${mockUrl}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
    const response = await fetch(url, {
      method: route.method,
      headers: {
        accept: 'application/json',
        ...headers,
        ...(token ? { api_key: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    const schema = (route.responses as Record<number, { safeParse?: (v: unknown) => Json }>)[
      response.status
    ];
    const json = response.ok ? JSON.parse(text) : undefined;
    if (!json || !schema?.safeParse?.(json).success)
      throw new Error(`${key} answered ${response.status}: ${text.slice(0, 300)}`);
    return json.response;
  }
  const accounts = (await control(mockUrl, headers, 'GET', '/accounts')) as Json[];
  const signIn = async (email: string) => {
    const { password } = accounts.find((account) => account.email === email);
    return (await call('auth.signIn', null, { body: { email, password } })).token.value as string;
  };
  const latestMail = async (to: string, kind: string) =>
    ((await control(mockUrl, headers, 'GET', '/outbox')) as Json[])
      .filter((m) => m.to === to && m.kind === kind)
      .at(-1);

  const buyer = await signIn('buyer@example.com');
  const seller = await signIn('seller@example.com');
  const admin = await signIn('admin@example.com');
  const newbie = await signIn('newbie@example.com');

  // Sign-in and account recovery
  await call('auth.signInWithSns', null, { body: { provider: 'KAKAO', code: 'kakao-dev42' } });
  const fresh = 'new.member@example.com';
  await call('auth.sendEmailVerification', null, { body: { email: fresh } });
  const verification = await latestMail(fresh, 'EMAIL_VERIFICATION');
  await call('auth.confirmEmailVerification', null, {
    body: { email: fresh, code: verification.code },
  });
  await call('auth.requestPasswordRecovery', null, { body: { email: 'seller2@example.com' } });
  const reset = await latestMail('seller2@example.com', 'PASSWORD_RESET');
  await call('auth.resetPassword', null, { body: { password: 'N3w-Passw0rd!', code: reset.code } });

  // Identity verification, then becoming a seller
  const check = await call('auth.startIdentityVerification', newbie, {
    body: { name: '김민지', cellPhone: '01012345678', dateOfBirth: '1995-04-12' },
  });
  const provider = await fetch(check.url, { headers, redirect: 'manual' });
  const back = new URL(provider.headers.get('location')!);
  await call('auth.completeIdentityVerification', newbie, {
    body: {
      encData: back.searchParams.get('enc_data'),
      integrityValue: back.searchParams.get('integrity_value'),
      tokenVersionId: back.searchParams.get('token_version_id'),
    },
  });
  await call('account.becomeSeller', newbie, {
    body: { sellerTermsAgreed: true, intro: '기프티콘과 디지털 코드를 빠르게 보내 드립니다.' },
  });

  // Wallet
  await call('wallet.redeemPromotionCode', buyer, { body: { code: 'WELCOME1000' } });
  await call('wallet.topUpEmoney', buyer, { body: { amount: 30000 } });
  await call('wallet.withdrawEmoney', buyer, {
    body: {
      amount: 10000,
      method: 'BANK_TRANSFER',
      bankName: '국민은행',
      accountHolder: '홍길동',
      accountNumber: '123456-01-123456',
    },
  });

  // Buying: a cart line becomes an order, confirmed, reviewed; another item asks for a refund
  const coupons = await call('catalogue.listCoupons', null, { query: { page: 1, size: 20 } });
  const onSale = (coupons as Json[]).filter(
    (post) => post.status === 'ON_SALE' && post.seller.seq !== 1,
  );
  const inCart = (await call('cart.getCart', buyer)) as Json[];
  const lines: number[] = [];
  for (const post of onSale) {
    if (lines.length === 2) break;
    const line = inCart.find((item) => item.type === 'COUPON' && item.typeSeq === post.seq);
    if (line?.cartStatus === 'ENABLED') lines.push(line.seq);
    else if (!line)
      lines.push(
        (await call('cart.addToCart', buyer, { body: { type: 'COUPON', typeSeq: post.seq } })).seq,
      );
  }
  const order = await call('orders.createOrder', buyer, {
    body: { carts: [lines[0]], pointsToUse: 500 },
  });
  await call('orders.confirmOrder', buyer, { params: { orderId: order.id } });
  await call('orders.writeReview', buyer, {
    params: { productId: order.items[0].seq },
    body: { like: true, review: '코드가 바로 도착했고 잘 사용했습니다. 감사합니다!' },
  });
  const second = await call('orders.createOrder', buyer, { body: { carts: [lines[1]] } });
  await call('orders.requestRefund', buyer, {
    params: { productId: second.items[0].seq },
    body: { reason: '이미 사용된 쿠폰이라고 나옵니다.' },
  });

  // The seller console: refunds, promotion items, listings and cancelled sales
  const refunds = (await call('seller.listRefundRequests', seller, {
    query: { page: 1, size: 20, status: 'REQUESTED' },
  })) as Json[];
  await call('seller.approveRefund', seller, { body: { refundSeq: refunds[0].seq } });
  await call('seller.rejectRefund', seller, {
    body: { refundSeq: refunds[1].seq, reason: '사용 이력이 확인되어 환불이 어렵습니다.' },
  });
  await call('seller.buyPromotionItems', seller, { body: { item: 'PICK', units: 3 } });
  const ownCoupons = (await call('sellerPosts.listSellerCouponPosts', seller, {
    query: { page: 1, size: 50 },
  })) as Json[];
  const listed = ownCoupons.find((post) => post.status === 'ON_SALE');
  await call('seller.usePick', seller, { body: { type: 'COUPON', typeSeq: listed.seq } });
  await call('seller.useUp', seller, { body: { type: 'COUPON', typeSeq: listed.seq } });

  const categories = (await call('catalogue.listCategories', null)) as Json[];
  const leaf = (type: string) =>
    categories.find(
      (category) =>
        category.postType === type && !categories.some((child) => child.parentSeq === category.seq),
    ).seq as number;
  const codeBody = {
    title: '넷플릭스 기프트카드 1만원권',
    content: '구매 즉시 코드가 공개됩니다. 한국 계정에서만 사용할 수 있어요.',
    categorySeq: leaf('CODE'),
    price: 9300,
    expiresAt: '2027-02-28',
    value: 'NFKR-7Q2M-X8PL-4D9T',
    faceValue: 10000,
  };
  const code = await call('sellerPosts.createCodePost', seller, { body: codeBody });
  await call('sellerPosts.editCodePost', seller, {
    params: { seq: code.seq },
    body: { ...codeBody, price: 8900 },
  });
  const cancelSale = async (key: string, listKey: string) => {
    const posts = (await call(listKey, seller, { query: { page: 1, size: 50 } })) as Json[];
    // A confirmed sale cannot be cancelled any more: the first that can is the example.
    await firstThatWorks(
      posts.filter((candidate) => candidate.status === 'SOLD'),
      (post) =>
        call(key, seller, {
          params: { postSeq: post.seq },
          body: { responsibility: 'SELLER', reason: '재고 확인 실수로 판매를 취소합니다.' },
        }),
    );
  };
  await cancelSale('sellerPosts.cancelCodeSale', 'sellerPosts.listSellerCodePosts');
  await cancelSale('sellerPosts.cancelCouponSale', 'sellerPosts.listSellerCouponPosts');

  // Subscription parties: a new listing, its renewal, members decided, removed, and parties ended
  const parties = (await call('sellerPosts.listSellerSubscriptionPosts', seller, {
    query: { page: 1, size: 50 },
  })) as Json[];
  const partyBody = {
    title: '유튜브 프리미엄 가족 요금제 함께 쓰실 분',
    content: '가족 그룹 초대 방식입니다. 결제 후 1시간 안에 초대 메일을 보내 드려요.',
    categorySeq: leaf('SUBSCRIPTION'),
    price: 4200,
    subscriptionStartsAt: '2026-03-05',
    subscriptionEndsAt: '2026-09-04',
    priceBaseDuration: 'MONTH',
    memberLimit: 5,
    accountInfo: '가족 그룹 관리자: yt.family@example.com',
    sharingType: 'INVITE',
    productId: parties[0].productId,
  };
  const party = await call('sellerPosts.createSubscriptionPost', seller, { body: partyBody });
  await call('sellerPosts.editSubscriptionPost', seller, {
    params: { seq: party.seq },
    body: { ...partyBody, memberLimit: 4 },
  });
  await firstThatWorks(
    parties.filter((post) => post.status === 'EXTENDABLE'),
    (extendable) => {
      const end = new Date(`${extendable.subscriptionEndsAt}T00:00:00Z`);
      const day = (offset: number) =>
        new Date(end.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
      return call('sellerPosts.renewSubscriptionPost', seller, {
        params: { seq: extendable.seq },
        body: {
          subscriptionStartsAt: day(1),
          subscriptionEndsAt: day(181),
          price: extendable.price,
          priceBaseDuration: 'MONTH',
          memberLimit: extendable.memberLimit,
          accountInfo: partyBody.accountInfo,
        },
      });
    },
  );

  const membersOf = async (seq: number) =>
    (await call('sellerPosts.listPartyMembers', seller, { params: { seq } })) as Json[];
  const onSaleParties = parties.filter((post) => post.status === 'SUB_ON_SALE');
  let decided = 0;
  let removed = false;
  for (const post of onSaleParties) {
    for (const member of await membersOf(post.seq)) {
      if (member.status === 'PENDING' && decided < 1) {
        await call('sellerPosts.approveMembership', seller, {
          params: { postSeq: post.seq },
          body: { memberSeq: member.seq },
        });
        decided += 1;
      } else if (member.status === 'ACTIVE' && member.member.seq === 1 && !removed) {
        await call('sellerPosts.removePartyMember', seller, {
          body: {
            postSeq: post.seq,
            memberSeq: member.seq,
            reason: '장기간 연락이 닿지 않습니다.',
          },
        });
        await call('sellerPosts.answerRemovalRequest', buyer, {
          params: { postSeq: post.seq },
          body: { agree: true },
        });
        removed = true;
      }
    }
  }
  // The buyer asks to join a party and the seller says no
  const joinable = onSaleParties.find(
    (post) => post.memberCount < post.memberLimit && post.seq !== party.seq,
  );
  const line = await call('cart.addToCart', buyer, {
    body: { type: 'SUBSCRIPTION', typeSeq: joinable.seq },
  });
  await call('orders.createOrder', buyer, { body: { carts: [line.seq] } });
  const pending = (await membersOf(joinable.seq)).find((member) => member.status === 'PENDING');
  await call('sellerPosts.rejectMembership', seller, {
    params: { postSeq: joinable.seq },
    body: { memberSeq: pending.seq },
  });
  if (!decided || !removed) throw new Error('no pending member or no party of the buyer found');

  const [toClose, toEnd, toTerminate] = onSaleParties.filter((post) => post.seq !== joinable.seq);
  await call('sellerPosts.closeRecruitment', seller, { params: { seq: toClose.seq } });
  await call('sellerPosts.endSharing', seller, {
    params: { seq: toEnd.seq },
    body: { reason: '서비스 요금제가 변경되어 공유를 종료합니다.' },
  });
  await call('seller.terminateSubscription', admin, {
    params: { seq: toTerminate.seq },
    body: { reason: '약관 위반 신고가 확인되었습니다.' },
  });
}
