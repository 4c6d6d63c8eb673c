import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, okPage } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { renderWithProviders } from '@test/render';
import { wirePayout, wireSalesStatistics } from '@test/seller-business-data';
import { serveApi } from '@test/serve-api';
import { PayoutList } from '../PayoutList/PayoutList';
import { SalesStatistics } from './SalesStatistics';

serveApi(
  shellRoutes({
    'GET /api/seller/statistics': () => ok(wireSalesStatistics()),
    'GET /api/seller/cp': () => ok({ emoney: 52_000, points: 0, pendingSettlement: 0 }),
    'GET /api/seller/emoney/calc/list': () =>
      okPage([wirePayout(), wirePayout({ status: 'PENDING', completedAt: null })], {
        currentPage: 1,
        pageSize: 10,
        totalCount: 12,
        totalPage: 2,
        nextPage: 2,
      }),
  }),
);

describe('SalesStatistics and PayoutList', () => {
  it('shows counts per type, the totals, and the payouts with decoded names, states and pages', async () => {
    renderWithProviders(
      <>
        <SalesStatistics />
        <PayoutList />
      </>,
      { path: '/seller/statistics', token: 't' },
    );
    const counts = await screen.findByRole('table', { name: '상품 종류별 판매와 환불 건수' });
    const couponRow = within(counts).getByRole('row', { name: /e쿠폰/ });
    expect(couponRow).toHaveTextContent('30');
    expect(couponRow).toHaveTextContent('2');
    expect(screen.getByText('1,250,000원')).toBeInTheDocument();
    expect(await screen.findByText('52,000원')).toBeInTheDocument();

    expect(await screen.findAllByText('11월 1주 정산')).toHaveLength(2);
    expect(screen.getByText('정산 완료')).toBeInTheDocument();
    expect(screen.getByText('정산 대기')).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: '페이지 이동' })).toBeInTheDocument();
  });
});
