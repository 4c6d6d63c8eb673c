import type { Story, StoryDefault } from '@ladle/react';
import { wireTerms } from '@test/content-data';
import { wireText } from '@test/wire-data';
import { TermsDocument } from './TermsDocument';

export default { title: 'Features / Content / TermsDocument' } satisfies StoryDefault;

const terms = wireTerms({
  body: wireText({
    ko: '제1조 (목적)\n이 약관은 회사가 운영하는 디지털 상품 중개 서비스의 이용 조건을 정합니다.\n\n제2조 (중개)\n회사는 판매자와 구매자의 거래를 중개합니다.',
    en: 'Article 1 (Purpose)\nThese terms set out the conditions of use of the marketplace.\n\nArticle 2 (Brokerage)\nThe company brokers trades between sellers and buyers.',
    es: 'Artículo 1 (Objeto)\nEstas condiciones regulan el uso del mercado.\n\nArtículo 2 (Intermediación)\nLa empresa intermedia entre vendedores y compradores.',
  }),
});

export const Korean: Story = () => <TermsDocument terms={terms} />;

export const English: Story = () => <TermsDocument terms={terms} />;
English.meta = { locale: 'en' };

export const Spanish: Story = () => <TermsDocument terms={terms} />;
Spanish.meta = { locale: 'es' };
