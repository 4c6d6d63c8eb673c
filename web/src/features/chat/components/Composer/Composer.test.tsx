import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { shellRoutes } from '@test/app-routes';
import { renderWithProviders } from '@test/render';
import { serveApi } from '@test/serve-api';
import { Composer } from './Composer';

serveApi(shellRoutes());

function setup() {
  const onSendText = vi.fn();
  const onSendImage = vi.fn();
  renderWithProviders(<Composer onSendText={onSendText} onSendImage={onSendImage} />);
  // The browser's picker filters by `accept`; a drop or an "all files" choice does not.
  return { onSendText, onSendImage, user: userEvent.setup({ applyAccept: false }) };
}

describe('Composer', () => {
  it('sends the trimmed text on Enter, keeps Shift+Enter for a new line, and never sends blanks', async () => {
    const { onSendText, user } = setup();
    const box = screen.getByRole('textbox', { name: '메시지' });
    await user.type(box, '   ');
    await user.keyboard('{Enter}');
    expect(onSendText).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '보내기' })).toBeDisabled();

    await user.type(box, '첫 줄{Shift>}{Enter}{/Shift}둘째 줄 ');
    await user.keyboard('{Enter}');
    expect(onSendText).toHaveBeenCalledWith('첫 줄\n둘째 줄');
    expect(box).toHaveValue('');
  });

  it('sends a png and refuses another type with the spec message', async () => {
    const { onSendImage, user } = setup();
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['x'], 'notes.gif', { type: 'image/gif' }));
    expect(onSendImage).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('png, jpg, jpeg');

    const png = new File(['x'], 'photo.png', { type: 'image/png' });
    await user.upload(input, png);
    expect(onSendImage).toHaveBeenCalledWith(png);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
