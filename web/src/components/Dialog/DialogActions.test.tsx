import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@test/render';
import { Dialog, DialogActions } from './Dialog';

describe('DialogActions', () => {
  it("submits the dialog's form when it has no onConfirm, and cancels with the common label", async () => {
    const user = userEvent.setup();
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    const cancelled = vi.fn();
    renderWithProviders(
      <Dialog opened onClose={cancelled} title="사유 입력">
        <form onSubmit={(event) => submitted(event.nativeEvent as SubmitEvent)}>
          <DialogActions confirm="거절" onCancel={cancelled} />
        </form>
      </Dialog>,
    );
    await user.click(await screen.findByRole('button', { name: '거절' }));
    expect(submitted).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(cancelled).toHaveBeenCalledTimes(1);
  });

  it('calls onConfirm without submitting, and puts the focus where it is asked', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    const confirmed = vi.fn();
    renderWithProviders(
      <Dialog opened onClose={() => undefined} title="삭제할까요?">
        <form onSubmit={(event) => submitted(event.nativeEvent as SubmitEvent)}>
          <DialogActions
            confirm="삭제"
            onConfirm={confirmed}
            onCancel={() => undefined}
            cancel="그만두기"
            autoFocus="cancel"
          />
        </form>
      </Dialog>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: '그만두기' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: '삭제' }));
    expect(confirmed).toHaveBeenCalledTimes(1);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('cannot be pressed while its step is under way or not allowed', async () => {
    renderWithProviders(
      <Dialog opened onClose={() => undefined} title="코드 등록">
        <DialogActions
          confirm="등록"
          onConfirm={() => undefined}
          onCancel={() => undefined}
          disabled
        />
      </Dialog>,
    );
    expect(await screen.findByRole('button', { name: '등록' })).toBeDisabled();
  });
});
