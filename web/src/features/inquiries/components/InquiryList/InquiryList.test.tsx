import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { wireInquiry } from '@test/account-data';
import { shellRoutes } from '@test/app-routes';
import { okPage } from '@test/api-server';
import { wirePagination } from '@test/catalogue-data';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { InquiryList } from './InquiryList';

const answered = wireInquiry({
  seq: 2,
  title: '환불은 며칠 걸리나요?',
  body: '환불 신청했습니다.',
  status: 'ANSWERED',
  answer: { body: '3영업일 안에 처리됩니다.', answeredAt: '2026-11-21 09:00:00' },
});

const api = serveApi(
  shellRoutes({
    'GET /api/inquiry': (request) =>
      request.path.includes('keyword=')
        ? okPage([], wirePagination(1, 0, 10))
        : okPage([answered, wireInquiry()], wirePagination(1, 2, 10)),
  }),
);

describe('InquiryList', () => {
  it("asks with the address's filters and shows each inquiry's state, question and answer", async () => {
    const user = userEvent.setup();
    renderWithProviders(<InquiryList />, { token: 'member', path: '/my/contact?category=REFUND' });
    expect(await screen.findByText('환불은 며칠 걸리나요?')).toBeVisible();
    const asked = api.requests.find((request) => request.path.startsWith('/api/inquiry?'));
    expect(new URLSearchParams(asked?.path.split('?')[1]).get('category')).toBe('REFUND');
    expect(screen.getByText('답변 완료')).toBeVisible();
    expect(screen.getByText('답변 대기')).toBeVisible();

    await user.click(screen.getByRole('button', { name: /환불은 며칠 걸리나요\?/ }));
    await waitFor(() => expect(screen.getByText('3영업일 안에 처리됩니다.')).toBeVisible());
    await user.click(screen.getByRole('button', { name: /출금은 언제 입금되나요\?/ }));
    await waitFor(() => expect(screen.getByText('아직 답변이 없습니다.')).toBeVisible());
  });

  it('searches by keyword through the address and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { currentAddress } = renderWithProviders(<InquiryList />, {
      token: 'member',
      path: '/my/contact',
    });
    await screen.findByText('환불은 며칠 걸리나요?');
    await user.type(screen.getByRole('searchbox', { name: '문의 검색' }), '없는말{Enter}');
    expect(await screen.findByText('아직 남긴 문의가 없습니다.')).toBeVisible();
    expect(currentAddress()).toContain('keyword=');
    expect(api.requests.some((r) => r.path.includes('keyword='))).toBe(true);
  });
});
