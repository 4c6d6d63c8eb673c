import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { wirePopup } from '@test/catalogue-data';
import { PopupDialog } from './PopupDialog';

export default { title: 'Features / Home / PopupDialog' } satisfies StoryDefault;

const maintenance = wirePopup({
  title: JSON.stringify({
    ko: '11월 정기 점검 안내',
    en: 'Scheduled maintenance in November',
    es: 'Mantenimiento programado en noviembre',
  }),
  body: JSON.stringify({
    ko: '11월 12일 02:00부터 06:00까지 서비스를 점검합니다. 점검 중에는 결제와 채팅을 이용할 수 없습니다.',
    en: 'The service is down for maintenance on 12 November from 02:00 to 06:00. Payments and chat are unavailable meanwhile.',
    es: 'El servicio estará en mantenimiento el 12 de noviembre de 02:00 a 06:00. Mientras tanto no se podrá pagar ni chatear.',
  }),
});

/** Closing shows nothing more; the story's button brings it back. */
function Dialog({ remaining = 0, popup = maintenance }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show again
      </button>
      <PopupDialog
        popup={open ? popup : null}
        remaining={remaining}
        onClose={() => setOpen(false)}
        onHideToday={() => setOpen(false)}
      />
    </>
  );
}

export const Popup: Story = () => <Dialog />;

export const MoreWaiting: Story = () => <Dialog remaining={2} />;

export const WithoutLink: Story = () => <Dialog popup={{ ...maintenance, linkUrl: null }} />;

/** A picture that fails to load is left out rather than shown broken. */
export const BrokenPicture: Story = () => (
  <Dialog popup={{ ...maintenance, imageUrl: '/missing-popup.png' }} />
);
BrokenPicture.meta = { errorOnPurpose: 'a picture that does not load' };

export const English: Story = () => <Dialog remaining={1} />;
English.meta = { locale: 'en' };

export const Spanish: Story = () => <Dialog remaining={1} />;
Spanish.meta = { locale: 'es' };
