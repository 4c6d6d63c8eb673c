import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { shellRoutes } from '@test/app-routes';
import { wireChatHistory, wireChatMessage } from '@test/party-data';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { MessageList } from './MessageList';

serveApi(shellRoutes());

describe('MessageList', () => {
  it('shows markup from other people as text, in a polite live log', () => {
    const payload = '<img src=x onerror=alert(1)>';
    renderWithProviders(
      <MessageList
        mySeq={7}
        members={[{ seq: 31, nickname: '<b>판매자</b>', profileImageUrl: null }]}
        messages={[wireChatMessage({ message: payload })]}
      />,
    );
    const log = screen.getByRole('log');
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getByText(payload)).toBeVisible();
    expect(within(log).getByText(/<b>판매자<\/b>/)).toBeVisible();
    expect(log.querySelector('img')).toBeNull();
  });

  it('marks a failed line and sends it again on retry', async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <MessageList
        mySeq={7}
        messages={[]}
        pending={[
          { kind: 'text', text: '결제했어요', ref: 'r1', status: 'failed', createdAt: '' },
          { kind: 'text', text: '확인 부탁해요', ref: 'r2', status: 'sending', createdAt: '' },
        ]}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('전송 실패')).toBeVisible();
    expect(screen.getByText('보내는 중…')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '다시 보내기' }));
    expect(onRetry).toHaveBeenCalledWith('r1');
  });

  it('says a line typed while the connection is down waits for it', () => {
    renderWithProviders(
      <MessageList
        mySeq={7}
        messages={[]}
        pending={[{ kind: 'text', text: '오프라인', ref: 'r3', status: 'sending', createdAt: '' }]}
        waiting
      />,
    );
    expect(screen.getByText('연결되면 보냅니다')).toBeVisible();
    expect(screen.queryByText('보내는 중…')).toBeNull();
  });

  it('offers older messages of a long history and says when a room is empty', async () => {
    const onLoadOlder = vi.fn();
    const user = userEvent.setup();
    const long = renderWithProviders(
      <MessageList mySeq={7} messages={wireChatHistory(40)} hasOlder onLoadOlder={onLoadOlder} />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(40);
    const mine = screen.getAllByText(
      (_, element) => element?.tagName === 'P' && element.textContent?.startsWith('나 ·') === true,
    );
    expect(mine).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: '이전 메시지 보기' }));
    expect(onLoadOlder).toHaveBeenCalled();

    long.unmount();
    renderWithProviders(<MessageList mySeq={7} messages={[]} />);
    expect(await screen.findByText('아직 메시지가 없습니다. 인사를 건네 보세요!')).toBeVisible();
  });
});
