import type { Story, StoryDefault } from '@ladle/react';
import { Accordion } from '@mantine/core';
import { wireNoticeOf } from '@test/content-data';
import { wireText } from '@test/wire-data';
import { NoticeItem } from './NoticeItem';

export default { title: 'Features / Notices / NoticeItem' } satisfies StoryDefault;

const pinned = wireNoticeOf({
  pinned: true,
  title: wireText({
    ko: '[필독] 개인 간 직거래 유도 및 사기 주의 안내',
    en: '[Must read] Beware of requests to trade outside the marketplace',
    es: '[Importante] Cuidado con las peticiones de pagar fuera del mercado',
  }),
  body: wireText({
    ko: '외부 메신저로 연락하거나 계좌 이체를 요구하는 경우 사기일 가능성이 매우 높습니다.\n마켓 안에서 결제한 거래만 환불이 가능합니다.',
    en: 'If a seller asks you to pay by bank transfer, it is very likely a scam.\nOnly purchases paid inside the marketplace are refunded.',
    es: 'Si un vendedor te pide pagar por transferencia, es muy probable que sea una estafa.\nSolo se reembolsan las compras pagadas dentro del mercado.',
  }),
});
const plain = wireNoticeOf();
const long = wireNoticeOf({
  title: wireText({
    ko: '설 연휴 고객센터 운영 시간 안내 및 배송 일정 변경, 환불 처리 지연에 대한 자세한 공지입니다',
    en: 'Customer support hours during the Lunar New Year holidays, delivery changes and delayed refunds explained',
    es: 'Horario de atención durante el Año Nuevo Lunar, cambios en las entregas y reembolsos retrasados',
  }),
  body: wireText({
    ko: '긴 본문입니다. '.repeat(60),
    en: 'A long body. '.repeat(60),
    es: 'Un texto largo. '.repeat(60),
  }),
});

function List({ open }: { open?: string }) {
  return (
    <Accordion variant="separated" order={2} defaultValue={open} maw={720}>
      <NoticeItem notice={pinned} />
      <NoticeItem notice={plain} />
      <NoticeItem notice={long} />
    </Accordion>
  );
}

export const Closed: Story = () => <List />;

export const PinnedOpen: Story = () => <List open={String(pinned.seq)} />;

export const LongTextOpen: Story = () => <List open={String(long.seq)} />;

export const English: Story = () => <List open={String(pinned.seq)} />;
English.meta = { locale: 'en' };

export const Spanish: Story = () => <List open={String(pinned.seq)} />;
Spanish.meta = { locale: 'es' };
