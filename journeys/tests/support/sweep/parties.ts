/** The routes of parties and chat (issue 10) in the accessibility sweep, with the buyer's real ids. */
import type { Page } from '@playwright/test';
import type { Language } from '../locales';
import { tr } from '../locales';
import { buyerCodeChat, buyerParty } from '../parties';
import type { SweptRoute } from './swept-route';

/** A chat is scanned once its socket is connected (the state badge settles). */
async function chatConnected(page: Page, _world: unknown, language: Language) {
  await page
    .getByRole('status')
    .filter({ hasText: tr(language, 'chat:connection.ready') })
    .waitFor();
}

export const partiesRoutes: SweptRoute[] = [
  { name: 'my subscriptions', path: () => '/my/subscriptions', signedInAs: 'buyer' },
  {
    name: 'my subscription with its leave dialog',
    path: async (world) => `/my/subscriptions/${(await buyerParty(world, 'running')).orderSeq}`,
    signedInAs: 'buyer',
    prepare: async (page, _world, language) => {
      await page.getByRole('button', { name: tr(language, 'parties:leave.open') }).click();
      await page
        .getByRole('dialog')
        .getByText(tr(language, 'parties:leave.refund'), { exact: false })
        .waitFor();
    },
  },
  {
    name: 'an ended subscription',
    path: async (world) => `/my/subscriptions/${(await buyerParty(world, 'ended')).orderSeq}`,
    signedInAs: 'buyer',
  },
  {
    name: 'subscription chat with the founder',
    path: async (world) =>
      `/my/subscriptions/${(await buyerParty(world, 'running')).orderSeq}/chat`,
    signedInAs: 'buyer',
    prepare: chatConnected,
  },
  {
    name: 'party group chat',
    path: async (world) =>
      `/my/subscriptions/${(await buyerParty(world, 'full')).orderSeq}/group-chat`,
    signedInAs: 'buyer',
    prepare: chatConnected,
  },
  {
    name: 'digital code chat',
    path: async (world) => `/my/digital-codes/${(await buyerCodeChat(world)).orderSeq}/chat`,
    signedInAs: 'buyer',
    prepare: chatConnected,
  },
  { name: 'seller chats', path: () => '/seller/chats', signedInAs: 'seller' },
  {
    name: 'seller chat room',
    path: async (world) => `/seller/chats/${(await buyerCodeChat(world)).roomId}`,
    signedInAs: 'seller',
    prepare: chatConnected,
  },
];
