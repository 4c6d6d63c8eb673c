import type { Story, StoryDefault } from '@ladle/react';
import { Accordion } from '@mantine/core';
import { wireFaq } from '@test/content-data';
import { wireText } from '@test/wire-data';
import { FaqItem } from './FaqItem';

export default { title: 'Features / Content / FaqItem' } satisfies StoryDefault;

const payment = wireFaq({
  category: 'PAYMENT',
  title: wireText({
    ko: '달러로 결제할 수 있나요?',
    en: 'Can I pay in US dollars?',
    es: '¿Puedo pagar en dólares?',
  }),
  body: wireText({
    ko: '가격은 달러로 볼 수 있지만 결제는 원화 e머니와 포인트로만 가능합니다.',
    en: 'Prices can be shown in dollars, but you pay with e-money and points in won.',
    es: 'Los precios se pueden ver en dólares, pero se paga con dinero electrónico y puntos en wones.',
  }),
});
const party = wireFaq({ category: 'PARTY' });
const long = wireFaq({
  category: 'SELLER',
  title: wireText({
    ko: '판매자로 전환하려면 어떤 절차가 필요하고, 정산은 언제 어떤 방법으로 받을 수 있으며 수수료는 얼마인가요?',
    en: 'What does it take to become a seller, when and how are payouts made, and what fees apply to each sale?',
    es: '¿Qué hace falta para ser vendedor, cuándo y cómo se cobran las ventas y qué comisiones se aplican?',
  }),
  body: wireText({ ko: '답변 '.repeat(80), en: 'Answer '.repeat(80), es: 'Respuesta '.repeat(60) }),
});

function List({ open, withCategory = true }: { open?: string; withCategory?: boolean }) {
  return (
    <Accordion variant="separated" order={2} defaultValue={open} maw={720}>
      {[payment, party, long].map((faq) => (
        <FaqItem key={faq.seq} faq={faq} withCategory={withCategory} />
      ))}
    </Accordion>
  );
}

export const Closed: Story = () => <List />;

export const Open: Story = () => <List open={String(payment.seq)} />;

/** Within one category the badge is left out. */
export const WithoutCategory: Story = () => <List withCategory={false} />;

export const LongTextOpen: Story = () => <List open={String(long.seq)} />;

export const English: Story = () => <List open={String(payment.seq)} />;
English.meta = { locale: 'en' };

export const Spanish: Story = () => <List open={String(payment.seq)} />;
Spanish.meta = { locale: 'es' };
