/** The public routes of SPEC §2 and the guest-only ones (sign-in, account creation). */
import { parsePageParam, postTypes, type PostType } from '@market/domain';
import { FEATURED_POST_COUNT, prefetchPostList } from '@/features/catalogue/api/use-post-list';
import { prefetchPostDetail } from '@/features/catalogue/api/use-post-detail';
import {
  readPostListParams,
  toPostListQuery,
} from '@/features/catalogue/hooks/use-post-list-params';
import { prefetchComments } from '@/features/comments/api/use-comments';
import { prefetchMainBanners } from '@/features/home/api/use-main-banners';
import { parseSeqParam } from '@/lib/browser/search-params';
import { prefetchCategoryLevel } from '@/shared/category-levels/api/use-category-level';
import { lazyPage, route, type PrefetchContext } from './route-types';

const HomePage = lazyPage(() => import('@/pages/home-page'), {
  namespaces: ['home', 'catalogue'],
});
const PostListPage = lazyPage(() => import('@/pages/post-list-page'), {
  namespaces: ['catalogue'],
});
const PostDetailPage = lazyPage(() => import('@/pages/post-detail-page'), {
  namespaces: ['catalogue', 'comments'],
});
const SearchPage = lazyPage(() => import('@/pages/search-page'));
const StorePage = lazyPage(() => import('@/pages/store-page'));
const StoreStatsPage = lazyPage(() => import('@/pages/store-stats-page'));
const StoreReviewsPage = lazyPage(() => import('@/pages/store-reviews-page'));
const NoticesPage = lazyPage(() => import('@/pages/notices-page'));
const FaqPage = lazyPage(() => import('@/pages/faq-page'));
const OurServicesPage = lazyPage(() => import('@/pages/our-services-page'));
const TermsPage = lazyPage(() => import('@/pages/terms-page'));
const ContactBusinessPage = lazyPage(() => import('@/pages/contact-business-page'));
const LoginPage = lazyPage(() => import('@/pages/login-page'));
const SnsLoginPage = lazyPage(() => import('@/pages/sns-login-page'));
const CreateAccountPage = lazyPage(() => import('@/pages/create-account-page'));
const RecoverPasswordPage = lazyPage(() => import('@/pages/recover-password-page'));
const ResetPasswordPage = lazyPage(() => import('@/pages/reset-password-page'));
export const VerifyUserCallbackPage = lazyPage(() => import('@/pages/verify-user-callback-page'));
export const NotFoundPage = lazyPage(() => import('@/pages/not-found-page'));

// The first API calls of the pages a visitor most often lands on (the same queries as the pages').
function prefetchHome({ queryClient }: PrefetchContext) {
  return Promise.all([
    prefetchMainBanners(queryClient),
    ...postTypes.map((postType) =>
      prefetchPostList(queryClient, postType, { page: 1, size: FEATURED_POST_COUNT }),
    ),
  ]);
}

function prefetchListPage(
  { postType }: { postType: PostType },
  { queryClient, search }: PrefetchContext,
) {
  const params = readPostListParams(search);
  return Promise.all([
    prefetchPostList(queryClient, postType, toPostListQuery(params)),
    // The category chips: the top level, and the chosen category's children.
    prefetchCategoryLevel(queryClient, postType, null),
    params.category === null ? null : prefetchCategoryLevel(queryClient, postType, params.category),
  ]);
}

function prefetchDetailPage(
  { postType, postSeq }: { postType: PostType; postSeq: string },
  { queryClient, search, token }: PrefetchContext,
) {
  const seq = parseSeqParam(postSeq);
  if (seq === null) return Promise.resolve();
  return Promise.all([
    prefetchPostDetail(queryClient, postType, seq, token),
    prefetchComments(queryClient, postType, seq, parsePageParam(search.get('page'))),
  ]);
}

export const publicRoutes = [
  route('/', HomePage, { prefetch: (_, context) => prefetchHome(context) }),
  route('/subscriptions', PostListPage, {
    props: () => ({ postType: 'SUBSCRIPTION' }),
    prefetch: prefetchListPage,
  }),
  route('/ecoupons', PostListPage, {
    props: () => ({ postType: 'COUPON' }),
    prefetch: prefetchListPage,
  }),
  route('/digital-codes', PostListPage, {
    props: () => ({ postType: 'CODE' }),
    prefetch: prefetchListPage,
  }),
  route('/subscriptions/:postSeq', PostDetailPage, {
    props: (params) => ({ postType: 'SUBSCRIPTION', postSeq: params.postSeq ?? '' }),
    prefetch: prefetchDetailPage,
  }),
  route('/ecoupons/:postSeq', PostDetailPage, {
    props: (params) => ({ postType: 'COUPON', postSeq: params.postSeq ?? '' }),
    prefetch: prefetchDetailPage,
  }),
  route('/digital-codes/:postSeq', PostDetailPage, {
    props: (params) => ({ postType: 'CODE', postSeq: params.postSeq ?? '' }),
    prefetch: prefetchDetailPage,
  }),
  route('/search/:keyword', SearchPage),
  route('/stores/:sellerSeq', StorePage),
  route('/stores/:sellerSeq/stats', StoreStatsPage),
  route('/stores/:sellerSeq/reviews', StoreReviewsPage),
  route('/notices', NoticesPage),
  route('/faq', FaqPage),
  route('/our-services', OurServicesPage),
  route('/terms/terms-of-use', TermsPage, { props: () => ({ termsType: 'GENERAL' }) }),
  route('/terms/privacy-policy', TermsPage, { props: () => ({ termsType: 'PRIVACY' }) }),
  route('/contact/business', ContactBusinessPage),
  route('/login', LoginPage, { guard: 'guest' }),
  route('/login/naver', SnsLoginPage, { guard: 'guest', props: () => ({ provider: 'NAVER' }) }),
  route('/login/kakao', SnsLoginPage, { guard: 'guest', props: () => ({ provider: 'KAKAO' }) }),
  route('/create-account', CreateAccountPage, { guard: 'guest' }),
  route('/recover-password', RecoverPasswordPage),
  route('/reset-password', ResetPasswordPage),
];
