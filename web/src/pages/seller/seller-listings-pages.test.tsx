import type { Category } from '@market/contract';
import { IMAGE_MAX_BYTES } from '@market/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { created, fail, ok, okPage } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { dayFromToday, wireCategory, wireCouponPost, wirePagination } from '@test/catalogue-data';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import {
  wireBuyerInfo,
  wirePartyMember,
  wireSellerCode,
  wireSellerCoupon,
  wireSellerParty,
} from '@test/seller-listings-data';
import { wireUser } from '@test/wire-data';
import { AppRoutes } from '@/app/router';
import koNotify from '@/locales/ko/notify.json';

const cafe = wireCategory({
  seq: 1,
  postType: 'COUPON',
  parentSeq: null,
  depth: 1,
  label: { ko: '카페', en: 'Cafés', es: 'Cafés' },
});
const starbucks = wireCategory({
  seq: 11,
  postType: 'COUPON',
  parentSeq: 1,
  depth: 2,
  label: { ko: '스타벅스', en: 'Starbucks', es: 'Starbucks' },
});
const level = (parent: Category | null, path: Category[], children: Category[]) =>
  ok({ parent, path, children });

const SAVE_FAILED = koNotify.error.savePost;

const query = (path: string) => new URL(path, 'http://localhost').searchParams;

/**
 * Opens a level of the category picker and picks a category. A level stays disabled until its
 * categories have arrived, and a click on it meanwhile opens nothing.
 */
async function pickCategory(user: UserEvent, level: number, name: string) {
  const select = await screen.findByRole('combobox', { name: `카테고리 ${level}단계` });
  await waitFor(() => expect(select).toBeEnabled());
  await user.click(select);
  await user.click(await screen.findByRole('option', { name }));
}

// The pages, and the parts they load lazily (lazyPart: the post form, the party's actions and
// members, the renewal), are in before the tests: a test then waits for what it renders, not for
// a module's first import. Beside two busy loops the post form's first import alone outlasted the
// 10 s a findBy* waits, or with the typing after it the test's 30 s, in two runs of three.
beforeAll(async () => {
  await Promise.all([
    import('./listings-page'),
    import('./post-create-page'),
    import('./post-page'),
    import('./post-edit-page'),
    import('./party-members-page'),
    import('./party-renew-page'),
    import('./post-buyer-page'),
    import('./home-page'),
    import('@/features/seller-listings/components/PostForm/PostForm'),
    import('@/features/seller-listings/components/PartyActions/PartyActions'),
    import('@/features/seller-listings/components/PartyMembers/PartyMembers'),
    import('@/features/seller-listings/components/RenewParty/RenewParty'),
  ]);
});

const api = serveApi(
  shellRoutes({
    'GET /api/account/me': () =>
      ok(wireUser({ roles: ['MEMBER', 'SELLER'], nickname: '디지털마켓' })),
    'GET /api/common/category/hierarchy': (request) => {
      const parentSeq = query(request.path).get('parentSeq');
      if (parentSeq === null) return level(null, [], [cafe]);
      if (parentSeq === '1') return level(cafe, [cafe], [starbucks]);
      return level(starbucks, [cafe, starbucks], []);
    },
    'GET /api/seller/coupon/list': (request) =>
      okPage(
        [wireCouponPost({ seq: 51 })],
        wirePagination(Number(query(request.path).get('page')), 1),
      ),
    'POST /api/coupon': () => created(wireSellerCoupon()),
    'GET /api/seller/coupon/51/view': () => ok(wireSellerCoupon()),
    'POST /api/upload/image': () => created({ url: 'https://images.example.com/latte.png' }),
    'GET /api/seller/coupon/53/view': () =>
      ok(wireSellerCoupon({ seq: 53, countries: ['KR', 'US'], images: [] })),
    'PUT /api/coupon/53/view': () => ok(wireSellerCoupon({ seq: 53 })),
    'PUT /api/coupon/51/view': () => fail('SOLD_OUT', 'Sold meanwhile'),
    'GET /api/seller/coupon/52/view': () => ok(wireSellerCoupon({ seq: 52, status: 'SOLD' })),
    'GET /api/seller/coupon/99/view': () => fail('NOT_FOUND', 'No post 99 of yours'),
    'GET /api/seller/subscribe/share/41/view': () => ok(wireSellerParty()),
    'GET /api/seller/subscribe/share/41/member': () =>
      ok([
        wirePartyMember({
          seq: 301,
          status: 'PENDING',
          member: { seq: 8, nickname: '바다', profileImageUrl: null },
        }),
        wirePartyMember({ seq: 302 }),
      ]),
    'POST /api/account/subscribe/share/41/approve': () => ok(wirePartyMember({ seq: 301 })),
    'POST /api/seller/subscribe/share/41/end': () =>
      ok({
        post: wireSellerParty({ status: 'ENDED' }),
        totalDays: 90,
        remainingDays: 79,
        compensationPerMember: 7900,
        compensatedMembers: 2,
        founderPenalty: 15800,
        endedAt: '2026-11-25 10:00:00',
      }),
    'POST /api/seller/subscribe/share/member/out': () => ok(wirePartyMember({ seq: 302 })),
    'GET /api/seller/subscribe/share/45/view': () =>
      ok(
        wireSellerParty({
          seq: 45,
          status: 'EXTENDABLE',
          subscriptionStartsAt: dayFromToday(-70),
          subscriptionEndsAt: dayFromToday(10),
        }),
      ),
    'POST /api/seller/subscribe/share/45/newPost': () => created(wireSellerParty({ seq: 46 })),
    'GET /api/seller/code/61/view': () => ok(wireSellerCode()),
    'GET /api/seller/code/61/buyer/info': () => ok(wireBuyerInfo()),
    'POST /api/seller/code/61/cancel': () =>
      ok({
        postSeq: 61,
        productId: 777,
        responsibility: 'BUYER',
        reason: 'Bought by mistake',
        refundAmount: 15000,
        cancelledAt: '2026-11-25 10:00:00',
      }),
    'GET /api/seller/refund/list': () => okPage([], wirePagination(1, 0)),
    'GET /api/seller/review/list': () => okPage([], wirePagination(1, 0)),
    'GET /api/seller/subscribe/share/list': () =>
      okPage(
        [
          { ...wireSellerParty({ seq: 41, pendingMemberCount: 2 }) },
          { ...wireSellerParty({ seq: 42, pendingMemberCount: 1 }) },
        ],
        wirePagination(1, 1),
      ),
    'GET /api/seller/cp': () => ok({ emoney: 120000, points: 300, pendingSettlement: 45000 }),
  }),
);

const renderAt = (path: string) =>
  renderWithProviders(<AppRoutes />, { path, token: 'seller-token' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
const posts = (path: string) => api.requests.filter((r) => r.method === 'POST' && r.path === path);

describe('seller listings', () => {
  it('reads status, keyword and page from the address, a page below 1 as 1', async () => {
    renderAt('/seller/ecoupons?status=sold&keyword=latte&page=0');
    expect(await screen.findByRole('heading', { level: 1, name: 'e쿠폰' })).toBeVisible();
    const listCall = () => api.requests.find((r) => r.path.startsWith('/api/seller/coupon/list'));
    await waitFor(() => expect(listCall()).toBeDefined());
    const sent = query(listCall()!.path);
    expect(sent.get('status')).toBe('sold');
    expect(sent.get('keyword')).toBe('latte');
    expect(sent.get('page')).toBe('1');
    expect(screen.getByRole('radio', { name: '판매 완료' })).toBeChecked();
  });
});

describe('creating a post', () => {
  it('shows every message of an empty e-coupon form and sends nothing', async () => {
    const user = userEvent.setup();
    renderAt('/seller/ecoupons/create');
    const save = await screen.findByRole('button', { name: '저장' });
    await user.click(save);
    for (const message of [
      '제목을 입력해 주세요.',
      '카테고리를 선택해 주세요.',
      '가격을 입력해 주세요.',
      '날짜를 입력해 주세요.',
      '코드를 입력해 주세요.',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(posts('/api/coupon')).toHaveLength(0);
  });

  it('sends a valid e-coupon post, then shows it', async () => {
    const user = userEvent.setup();
    const view = renderAt('/seller/ecoupons/create');
    const save = await screen.findByRole('button', { name: '저장' });
    await user.type(screen.getByLabelText(/제목/), '라떼 쿠폰');
    await pickCategory(user, 1, '카페');
    await pickCategory(user, 2, '스타벅스');
    await user.type(screen.getByLabelText(/가격/), '4500');
    fireEvent.change(screen.getByLabelText(/유효 기간/), { target: { value: dayFromToday(30) } });
    await user.type(screen.getByLabelText(/쿠폰 PIN/), '1234-5678');
    await user.click(save);

    await waitFor(() => expect(posts('/api/coupon')).toHaveLength(1));
    expect(posts('/api/coupon')[0]!.body).toEqual({
      title: '라떼 쿠폰',
      categorySeq: 11,
      content: '',
      price: 4500,
      expiresAt: dayFromToday(30),
      value: '1234-5678',
      countries: [],
      images: [],
      thumbnailUrl: null,
    });
    await waitFor(() => expect(view.currentAddress()).toBe('/seller/ecoupons/51'));
  });

  /** The party form, its save button, and a way to read a message it shows. */
  async function partyForm() {
    const user = userEvent.setup();
    renderAt('/seller/subscriptions/create');
    const save = await screen.findByRole('button', { name: '저장' });
    const field = (label: RegExp) => screen.getByLabelText(label);
    const shows = async (message: string | RegExp) =>
      expect((await screen.findAllByText(message))[0]).toBeVisible();
    return { user, save, field, shows };
  }

  it("shows every message of an empty party's form and sends nothing", async () => {
    const { user, save, shows } = await partyForm();
    await user.click(save);
    for (const message of [
      '제목을 입력해 주세요.',
      '카테고리를 선택해 주세요.',
      '상품을 선택해 주세요.',
      '가격을 입력해 주세요.',
      '가격 기준 기간을 선택해 주세요.',
      '날짜를 입력해 주세요.',
      '모집 인원을 입력해 주세요.',
      '공유 방식을 선택해 주세요.',
      '구독 계정 정보를 입력해 주세요.',
    ]) {
      await shows(message);
    }
    expect(posts('/api/subscribe/share')).toHaveLength(0);
  });

  it("shows a party's price and member bounds and refuses a past start, sending nothing", async () => {
    const { user, save, field, shows } = await partyForm();
    await user.type(field(/가격\(원\)/), '50');
    await user.type(field(/최대 멤버 수/), '11');
    fireEvent.change(field(/공유 시작일/), { target: { value: dayFromToday(-1) } });
    fireEvent.change(field(/공유 종료일/), { target: { value: dayFromToday(-2) } });
    await user.click(save);
    await shows(/^가격은 [\d,]+원 이상이어야 합니다\.$/);
    await shows(/^모집 인원은 \d+명 이하여야 합니다\.$/);
    await shows('지난 날짜는 선택할 수 없습니다.');
    await user.clear(field(/가격\(원\)/));
    await user.type(field(/가격\(원\)/), '20000000');
    await user.click(save);
    await shows(/^가격은 [\d,]+원 이하여야 합니다\.$/);
    expect(posts('/api/subscribe/share')).toHaveLength(0);
  });

  it("refuses a party's end before its start when every other field is valid", async () => {
    const { user, save, field, shows } = await partyForm();
    await user.type(field(/제목/), '끝이 시작보다 앞선 파티');
    await pickCategory(user, 1, '카페');
    await pickCategory(user, 2, '스타벅스');
    await user.type(field(/^상품/), 'family-plan');
    await user.type(field(/가격\(원\)/), '9000');
    await user.click(screen.getByRole('combobox', { name: /가격 기준 기간/ }));
    await user.click(await screen.findByRole('option', { name: '1개월' }));
    await user.type(field(/최대 멤버 수/), '3');
    await user.click(screen.getByRole('radio', { name: '프로필 공유' }));
    await user.type(field(/계정 정보/), 'Profile 2');
    fireEvent.change(field(/공유 시작일/), { target: { value: dayFromToday(5) } });
    fireEvent.change(field(/공유 종료일/), { target: { value: dayFromToday(2) } });
    await user.click(save);
    await shows('종료일은 시작일 이후여야 합니다.');
    expect(posts('/api/subscribe/share')).toHaveLength(0);
  });

  it('refuses a past expiry date', async () => {
    const user = userEvent.setup();
    renderAt('/seller/ecoupons/create');
    const save = await screen.findByRole('button', { name: '저장' });
    fireEvent.change(screen.getByLabelText(/유효 기간/), { target: { value: dayFromToday(-1) } });
    await user.click(save);
    expect(await screen.findByText('지난 날짜는 선택할 수 없습니다.')).toBeVisible();
  });

  it('refuses an image of another type or over the size bound without sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderAt('/seller/ecoupons/create');
    await screen.findByRole('button', { name: '저장' });
    const input = fileInput();
    await user.upload(input, new File(['x'], 'notes.gif', { type: 'image/gif' }));
    expect(await screen.findByText(/이미지는 png, jpg, jpeg 형식만/)).toBeVisible();
    const huge = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, huge);
    expect(await screen.findByText(/MB 이하만 올릴 수 있습니다/)).toBeVisible();
    expect(posts('/api/upload/image')).toHaveLength(0);
  });

  it("edits a post's countries", async () => {
    const user = userEvent.setup();
    renderAt('/seller/ecoupons/53/edit');
    const [countries] = (await screen.findAllByLabelText('판매 국가')).filter(
      (element) => element.getAttribute('type') !== 'hidden',
    );
    expect((await screen.findAllByText('대한민국')).length).toBeGreaterThan(0);
    await user.click(countries!);
    fireEvent.change(countries!, { target: { value: '일본' } });
    await user.click(await screen.findByRole('option', { name: '일본' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    const put = () =>
      api.requests.filter((r) => r.method === 'PUT' && r.path === '/api/coupon/53/view');
    await waitFor(() => expect(put()).toHaveLength(1));
    expect(put()[0]!.body).toMatchObject({
      countries: ['KR', 'US', 'JP'],
      images: [],
    });
  });

  it('copies a post of the seller into the form with `sourcePost`', async () => {
    renderAt('/seller/ecoupons/create?sourcePost=51');
    expect(await screen.findByDisplayValue('라떼 쿠폰')).toBeVisible();
    expect(screen.getByDisplayValue('1234-5678')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '카테고리 2단계' })).toHaveValue('스타벅스'),
    );
  });
});

describe("a seller's post", () => {
  it("shows not-found for a post that is not the seller's", async () => {
    renderAt('/seller/ecoupons/99');
    expect(await screen.findByRole('heading', { level: 1, name: /찾을 수 없/ })).toBeVisible();
  });

  it('shows the post update failure toast when the server refuses the edit', async () => {
    const user = userEvent.setup();
    const view = renderAt('/seller/ecoupons/51/edit');
    const title = await screen.findByDisplayValue('라떼 쿠폰');
    await user.type(title, ' 2');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '카테고리 2단계' })).toHaveValue('스타벅스'),
    );
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(SAVE_FAILED)).toBeVisible();
    expect(api.requests.filter((r) => r.method === 'PUT')[0]!.body).toMatchObject({
      title: '라떼 쿠폰 2',
    });
    expect(view.currentAddress()).toBe('/seller/ecoupons/51/edit');
  });

  it('says a sold item cannot be edited', async () => {
    renderAt('/seller/ecoupons/52/edit');
    expect(await screen.findByText('판매가 완료된 상품은 수정할 수 없습니다.')).toBeVisible();
    expect(screen.queryByRole('button', { name: '저장' })).toBeNull();
  });

  it('states the penalty and the compensation before ending sharing, then what was settled', async () => {
    const user = userEvent.setup();
    renderAt('/seller/subscriptions/41');
    await user.click(await screen.findByRole('button', { name: '공유 종료' }));
    const dialog = await screen.findByRole('dialog', { name: '공유를 조기 종료할까요?' });
    // wireSellerParty: 9,000 won a member, 90 days from 10 days ago, 2 active members. From
    // tomorrow 79 days remain: each member gets floor(9,000 × 79 / 90) = 7,900 won, and the
    // founder pays 2 × 7,900 = 15,800 won.
    expect(within(dialog).getByText('15,800원')).toBeVisible();
    expect(within(dialog).getByText(/활동 중인 멤버 2명/)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: '위약금을 내고 공유 종료' }));
    expect(await within(dialog).findByText('사유를 입력해 주세요.')).toBeVisible();
    expect(posts('/api/seller/subscribe/share/41/end')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/사유/), '서비스 종료');
    await user.click(within(dialog).getByRole('button', { name: '위약금을 내고 공유 종료' }));
    await waitFor(() => expect(posts('/api/seller/subscribe/share/41/end')).toHaveLength(1));
    expect(posts('/api/seller/subscribe/share/41/end')[0]!.body).toEqual({ reason: '서비스 종료' });
    const settled = await screen.findByRole('status');
    expect(within(settled).getByText('15,800원')).toBeVisible();
  });

  it('approves a pending member', async () => {
    const user = userEvent.setup();
    renderAt('/seller/subscriptions/41/members');
    // Each member's number is on screen: the blocklist form asks for it.
    expect(await screen.findByText('회원 번호 7')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: '바다 승인' }));
    await waitFor(() => expect(posts('/api/account/subscribe/share/41/approve')).toHaveLength(1));
    expect(posts('/api/account/subscribe/share/41/approve')[0]!.body).toEqual({ memberSeq: 301 });
    expect(screen.getByRole('button', { name: '하늘에게 탈퇴 요청' })).toBeVisible();
  });

  it('asks an active member to leave only with a reason', async () => {
    const user = userEvent.setup();
    renderAt('/seller/subscriptions/41/members');
    await user.click(await screen.findByRole('button', { name: '하늘에게 탈퇴 요청' }));
    const dialog = await screen.findByRole('dialog', { name: '멤버에게 탈퇴 요청' });
    await user.click(within(dialog).getByRole('button', { name: '요청 보내기' }));
    expect(await within(dialog).findByText('사유를 입력해 주세요.')).toBeVisible();
    expect(posts('/api/seller/subscribe/share/member/out')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/사유/), '계정 공유 규칙 위반');
    await user.click(within(dialog).getByRole('button', { name: '요청 보내기' }));
    await waitFor(() => expect(posts('/api/seller/subscribe/share/member/out')).toHaveLength(1));
    expect(posts('/api/seller/subscribe/share/member/out')[0]!.body).toEqual({
      postSeq: 41,
      memberSeq: 302,
      reason: '계정 공유 규칙 위반',
    });
  });

  it('renews an expiring party for the next period, starting the day after it ends', async () => {
    const user = userEvent.setup();
    renderAt('/seller/subscriptions/45/renew');
    const end = await screen.findByLabelText(/공유 종료일/);
    expect(screen.getByLabelText(/공유 시작일/)).toHaveValue(dayFromToday(11));
    fireEvent.change(end, { target: { value: dayFromToday(100) } });
    await user.click(screen.getByRole('button', { name: '연장하기' }));
    await waitFor(() => expect(posts('/api/seller/subscribe/share/45/newPost')).toHaveLength(1));
    expect(posts('/api/seller/subscribe/share/45/newPost')[0]!.body).toEqual({
      subscriptionStartsAt: dayFromToday(11),
      subscriptionEndsAt: dayFromToday(100),
      price: 9000,
      priceBaseDuration: 'MONTH',
      memberLimit: 4,
      accountInfo: 'Profile 2',
    });
  });

  it('cancels a sale only with a responsible party and a reason', async () => {
    const user = userEvent.setup();
    renderAt('/seller/digital-codes/61/buyer');
    expect(await screen.findByText('결제 완료(구매 확정 전)')).toBeVisible();
    // The buyer's number, which the blocklist form asks for.
    expect(screen.getByText('회원 번호').nextElementSibling).toHaveTextContent(/^7$/);
    await user.click(screen.getByRole('button', { name: '판매 취소' }));
    const dialog = await screen.findByRole('dialog', { name: '판매 취소' });
    await user.click(within(dialog).getByRole('button', { name: '판매 취소하기' }));
    expect(await within(dialog).findByText('귀책 당사자를 선택해 주세요.')).toBeVisible();
    expect(posts('/api/seller/code/61/cancel')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: '구매자' }));
    await user.type(within(dialog).getByLabelText(/사유/), 'Bought by mistake');
    await user.click(within(dialog).getByRole('button', { name: '판매 취소하기' }));
    await waitFor(() => expect(posts('/api/seller/code/61/cancel')).toHaveLength(1));
    expect(posts('/api/seller/code/61/cancel')[0]!.body).toEqual({
      responsibility: 'BUYER',
      reason: 'Bought by mistake',
    });
    expect(await screen.findByText('판매가 취소되었습니다')).toBeVisible();
  });
});

describe('seller home', () => {
  it('shows the balances and the sales awaiting settlement', async () => {
    renderAt('/seller');
    expect(await screen.findByText('120,000원')).toBeVisible();
    expect(screen.getByText('45,000원')).toBeVisible();
  });

  it("counts the pending join requests from the party list's items, with no call per party", async () => {
    renderAt('/seller');
    // "Join requests waiting" opens the members waiting, not the list of open parties.
    expect(await screen.findByRole('link', { name: '참여 승인 대기 3건' })).toHaveAttribute(
      'href',
      '/seller/subscriptions/41/members',
    );
    expect(screen.getByRole('link', { name: '넷플릭스 가족 파티: 1건' })).toHaveAttribute(
      'href',
      '/seller/subscriptions/42/members',
    );
    const partyViews = api.requests.filter((r) =>
      /\/api\/seller\/subscribe\/share\/\d+\/view/.test(r.path),
    );
    expect(partyViews).toHaveLength(0);
  });
});
