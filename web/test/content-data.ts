/**
 * Content values on the wire (contract types), for the notices and content features' tests and
 * stories: notices, FAQ entries, terms and the company's services, as the API answers them. A
 * value is numbered 1 unless a test says otherwise; its numbered defaults (a notice's title and
 * date, a service's name and picture) follow the seq it is given.
 */
import type { Faq, Notice, OurService, Terms } from '@market/contract';
import { numberedText, referenceDay, referenceTime, wireText } from './wire-data';

/** A notice; by default dated `seq` days before the reference day. */
export function wireNoticeOf(overrides: Partial<Notice> = {}): Notice {
  const seq = overrides.seq ?? 1;
  return {
    seq,
    title: numberedText(seq, '공지', 'Notice', 'Aviso'),
    body: wireText({ ko: '내용', en: 'Body', es: 'Contenido' }),
    pinned: false,
    createdAt: referenceTime(-seq),
    ...overrides,
  };
}

export function wireFaq(overrides: Partial<Faq> = {}): Faq {
  const seq = overrides.seq ?? 1;
  return {
    seq,
    category: 'GENERAL',
    title: numberedText(seq, '질문', 'Question', 'Pregunta'),
    body: wireText({ ko: '답변', en: 'Answer', es: 'Respuesta' }),
    ...overrides,
  };
}

export function wireTerms(overrides: Partial<Terms> = {}): Terms {
  return {
    type: 'GENERAL',
    title: wireText({ ko: '이용약관', en: 'Terms of use', es: 'Condiciones de uso' }),
    body: wireText({ ko: '제1조 (목적)', en: 'Article 1 (Purpose)', es: 'Artículo 1 (Objeto)' }),
    version: '1',
    effectiveFrom: referenceDay(-30),
    ...overrides,
  };
}

export function wireOurService(overrides: Partial<OurService> = {}): OurService {
  const seq = overrides.seq ?? 1;
  return {
    seq,
    name: numberedText(seq, '서비스', 'Service', 'Servicio'),
    description: wireText({ ko: '설명', en: 'Description', es: 'Descripción' }),
    imageUrl: `/mock-images/services/service-${seq}.png`,
    linkUrl: 'https://example.com',
    ...overrides,
  };
}
