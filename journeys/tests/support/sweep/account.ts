/** The routes of wallet and account (issue 9) in the accessibility sweep. */
import { expect } from '@playwright/test';
import { accounts } from '../env';
import { tr } from '../locales';
import { field } from '../locators';
import type { SweptRoute } from './swept-route';

export const accountRoutes: SweptRoute[] = [
  { name: 'buy e-money', path: () => '/buy-emoney', signedInAs: 'buyer' },
  {
    name: 'pending transfer',
    // A top-up ordered in the test's world, waiting for its transfer.
    path: async (world) => {
      const session = await world.signIn(accounts.buyer);
      const order = await world.api.wallet.topUpEmoney({
        extraHeaders: { api_key: `Bearer ${session.token.value}` },
        body: { amount: 30_000 },
      });
      if (order.status !== 201) throw new Error(`top-up order: ${order.status}`);
      return `/my/pending-transfer/${order.body.response.orderId}`;
    },
    signedInAs: 'buyer',
  },
  {
    name: 'cash-out confirmation',
    path: () => '/cash-out',
    signedInAs: 'buyer',
    prepare: async (page, _world, language) => {
      const main = page.getByRole('main');
      await field(main, tr(language, 'wallet:cashOut.amount')).fill('10000');
      await field(main, tr(language, 'wallet:cashOut.bankName')).fill('KB');
      await field(main, tr(language, 'wallet:cashOut.accountHolder')).fill('Hong');
      await field(main, tr(language, 'wallet:cashOut.accountNumber')).fill('123-456-7890');
      await main.getByRole('button', { name: tr(language, 'wallet:cashOut.next') }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'expenses', path: () => '/my/expenses', signedInAs: 'buyer' },
  { name: 'e-money history', path: () => '/my/expenses/emoney', signedInAs: 'buyer' },
  { name: 'points history', path: () => '/my/expenses/points', signedInAs: 'buyer' },
  { name: 'profile', path: () => '/my/profile', signedInAs: 'buyer' },
  { name: 'remove account', path: () => '/remove-account', signedInAs: 'newbie' },
  { name: 'become a seller (verified member)', path: () => '/become-seller', signedInAs: 'buyer' },
  { name: 'become a seller (verify first)', path: () => '/become-seller', signedInAs: 'newbie' },
  {
    name: 'my inquiries, one opened',
    path: () => '/my/contact',
    signedInAs: 'buyer',
    prepare: async (page) => {
      await page.getByRole('main').getByRole('button', { expanded: false }).first().click();
    },
  },
  { name: 'contact us', path: () => '/contact/general?category=ORDER', signedInAs: 'buyer' },
  { name: 'member page', path: () => '/my', signedInAs: 'buyer' },
  {
    name: 'account menu with the summary',
    path: () => '/my',
    signedInAs: 'buyer',
    prepare: async (page, _world, language) => {
      await page.getByRole('button', { name: tr(language, 'layout:account.menu') }).click();
      await expect(page.getByTestId('account-menu-summary')).toBeVisible();
    },
  },
];
