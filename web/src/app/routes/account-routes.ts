/** Wallet and account (issue 9): e-money, cash-out, history, profile, inquiries, becoming a seller. */
import { lazyPage, route } from './route-types';

const BuyEmoneyPage = lazyPage(() => import('@/pages/buy-emoney-page'));
const CashOutPage = lazyPage(() => import('@/pages/cash-out-page'));
const RemoveAccountPage = lazyPage(() => import('@/pages/remove-account-page'));
const BecomeSellerPage = lazyPage(() => import('@/pages/become-seller-page'));
const ContactGeneralPage = lazyPage(() => import('@/pages/contact-general-page'));
const MyPage = lazyPage(() => import('@/pages/my/my-page'));
const ProfilePage = lazyPage(() => import('@/pages/my/profile-page'));
const ExpensesPage = lazyPage(() => import('@/pages/my/expenses-page'));
const PendingTransferPage = lazyPage(() => import('@/pages/my/pending-transfer-page'));
const ContactPage = lazyPage(() => import('@/pages/my/contact-page'));

export const accountRoutes = [
  route('/buy-emoney', BuyEmoneyPage, { guard: 'auth' }),
  route('/cash-out', CashOutPage, { guard: 'auth' }),
  route('/remove-account', RemoveAccountPage, { guard: 'auth' }),
  route('/become-seller', BecomeSellerPage, { guard: 'member' }),
  route('/contact/general', ContactGeneralPage, { guard: 'auth' }),
  route('/my', MyPage, { guard: 'auth' }),
  route('/my/profile', ProfilePage, { guard: 'auth' }),
  route('/my/expenses', ExpensesPage, { guard: 'auth', props: () => ({ section: 'summary' }) }),
  route('/my/expenses/emoney', ExpensesPage, {
    guard: 'auth',
    props: () => ({ section: 'emoney' }),
  }),
  route('/my/expenses/points', ExpensesPage, {
    guard: 'auth',
    props: () => ({ section: 'points' }),
  }),
  route('/my/pending-transfer/:orderId', PendingTransferPage, {
    guard: 'auth',
    props: (params) => ({ orderId: params.orderId ?? '' }),
  }),
  route('/my/contact', ContactPage, { guard: 'auth' }),
];
