import type { BlockedMember } from '@market/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { created, fail, ok, okPage } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { renderWithProviders } from '@test/render';
import { wireBlockedMember } from '@test/seller-business-data';
import { serveApi } from '@test/serve-api';
import { Blocklist } from '../Blocklist/Blocklist';
import { BlockMemberForm } from './BlockMemberForm';

let blocked: BlockedMember[] = [];
/** Member 5 is in a trade with the seller; any other number can be blocked. */
const api = serveApi(
  shellRoutes({
    'GET /api/seller/block/list': () =>
      okPage(blocked, {
        currentPage: 1,
        pageSize: 10,
        totalCount: blocked.length,
        totalPage: 1,
        nextPage: null,
      }),
    'POST /api/seller/block': (request) => {
      const body = request.body as { userSeq: number; reason: string };
      if (body.userSeq === 5) return fail('CANNOT_BLOCK_ACTIVE_MEMBER');
      const member = wireBlockedMember({ userSeq: body.userSeq, reason: body.reason });
      blocked = [member, ...blocked];
      return created(member);
    },
    'POST /api/seller/unblock': (request) => {
      const { userSeq } = request.body as { userSeq: number };
      blocked = blocked.filter((member) => member.userSeq !== userSeq);
      return ok({ done: true });
    },
  }),
);

function Screen() {
  return (
    <>
      <BlockMemberForm />
      <Blocklist />
    </>
  );
}

describe('BlockMemberForm and Blocklist', () => {
  // A whole flow of typing and calls: on shared cores it outlasts the 15 s default.
  it(
    'blocks by member number with a trimmed reason, says why a block is refused, and unblocks',
    { timeout: 45_000 },
    async () => {
      blocked = [];
      const user = userEvent.setup({ delay: null });
      renderWithProviders(<Screen />, { path: '/seller/blocklist', token: 't' });
      expect(await screen.findByText('차단한 회원이 없습니다.')).toBeInTheDocument();

      const reason = screen.getByLabelText(/차단 사유/);
      expect(reason).toHaveAttribute('rows', '3');
      await user.click(screen.getByRole('button', { name: '차단하기' }));
      expect(await screen.findByText('사유를 입력해 주세요.')).toBeInTheDocument();
      expect(api.calls('/api/seller/block')).toHaveLength(0);

      await user.type(screen.getByLabelText(/회원 번호/), '5');
      await user.type(reason, 'Rude in chat');
      await user.click(screen.getByRole('button', { name: '차단하기' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        '구독 중이거나 거래가 진행 중인 회원은 차단할 수 없습니다.',
      );

      await user.clear(screen.getByLabelText(/회원 번호/));
      await user.type(screen.getByLabelText(/회원 번호/), '8');
      await user.clear(reason);
      await user.type(reason, '  Rude in chat  ');
      await user.click(screen.getByRole('button', { name: '차단하기' }));
      const row = (await screen.findByText('Rude in chat')).closest('li')!;
      expect(api.calls('/api/seller/block').at(-1)?.body).toEqual({
        userSeq: 8,
        reason: 'Rude in chat',
      });

      await user.click(within(row).getByRole('button', { name: /차단 해제$/ }));
      expect(await screen.findByText('차단한 회원이 없습니다.')).toBeInTheDocument();
      expect(api.calls('/api/seller/unblock')[0]?.body).toEqual({ userSeq: 8 });
    },
  );
});
