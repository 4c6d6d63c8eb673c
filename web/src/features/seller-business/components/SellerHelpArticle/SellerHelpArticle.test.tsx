import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, okPage } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { wireNotice } from '@test/wire-data';
import { SellerHelpList } from '../SellerHelpList/SellerHelpList';
import { SellerHelpArticle } from './SellerHelpArticle';

const guide = {
  seq: 4,
  title: JSON.stringify({
    ko: '첫 상품 등록하기',
    en: 'Listing your first post',
    es: 'Tu primera publicación',
  }),
  body: JSON.stringify({ ko: '가이드 본문', en: 'Guide body', es: 'Cuerpo' }),
  createdAt: '2026-10-01 09:00:00',
};

serveApi(
  shellRoutes({
    'GET /api/notice/seller': () =>
      okPage([wireNotice({ seq: 12 })], {
        currentPage: 1,
        pageSize: 10,
        totalCount: 1,
        totalPage: 1,
        nextPage: null,
      }),
    'GET /api/seller/guide/4/view': () => ok(guide),
    'GET /api/seller/guide/5/view': () => fail('NOT_FOUND'),
    'GET /api/seller/guide/6/view': () => fail('INTERNAL_ERROR'),
  }),
);

describe('SellerHelpList and SellerHelpArticle', () => {
  it('lists seller notices, each linking to its page', async () => {
    renderWithProviders(<SellerHelpList kind="notices" />, { path: '/seller/notices', token: 't' });
    const link = await screen.findByRole('link', { name: /설 연휴/ });
    expect(link).toHaveAttribute('href', '/seller/notices/12');
    expect(screen.getByText('고정')).toBeInTheDocument();
  });

  it('shows a guide decoded, with the way back to the list', async () => {
    renderWithProviders(<SellerHelpArticle kind="guides" seq={4} />, {
      path: '/seller/guides/4',
      token: 't',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '첫 상품 등록하기' }),
    ).toBeVisible();
    expect(screen.getByText('가이드 본문')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '판매자 가이드 목록으로' })).toHaveAttribute(
      'href',
      '/seller/guides',
    );
  });

  it('is not found for an unknown guide, and offers a retry when loading fails', async () => {
    const view = renderWithProviders(<SellerHelpArticle kind="guides" seq={5} />, {
      path: '/seller/guides/5',
      token: 't',
    });
    expect(await screen.findByText('404')).toBeInTheDocument();
    view.unmount();
    renderWithProviders(<SellerHelpArticle kind="guides" seq={6} />, {
      path: '/seller/guides/6',
      token: 't',
    });
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});
