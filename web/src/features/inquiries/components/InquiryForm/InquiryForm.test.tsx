import type { Inquiry } from '@market/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { created } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { InquiryForm } from './InquiryForm';

const api = serveApi(
  shellRoutes({
    'POST /api/inquiry': (request) =>
      created({
        seq: 1,
        ...(request.body as Pick<
          Inquiry,
          'category' | 'title' | 'body' | 'contactType' | 'emailOrPhone'
        >),
        status: 'UNANSWERED',
        answer: null,
        createdAt: '2026-11-25 10:00:00',
      }),
  }),
);

describe('InquiryForm', () => {
  it("sends nothing until it is complete, then the member's question", async () => {
    const user = userEvent.setup();
    const onSent = vi.fn();
    renderWithProviders(<InquiryForm category="PAYMENT" email="me@example.com" onSent={onSent} />, {
      token: 'member',
    });
    await user.click(screen.getByRole('button', { name: '문의하기' }));
    expect(await screen.findByText('제목을 입력해 주세요.')).toBeVisible();
    expect(screen.getByText('내용을 입력해 주세요.')).toBeVisible();
    expect(api.calls('/api/inquiry')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: '제목' }), '환불 문의');
    await user.type(screen.getByRole('textbox', { name: '내용' }), '언제 환불되나요?');
    await user.click(screen.getByRole('button', { name: '문의하기' }));
    await vi.waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(api.calls('/api/inquiry')[0]?.body).toEqual({
      category: 'PAYMENT',
      title: '환불 문의',
      body: '언제 환불되나요?',
      contactType: 'EMAIL',
      emailOrPhone: 'me@example.com',
    });
  });
});
