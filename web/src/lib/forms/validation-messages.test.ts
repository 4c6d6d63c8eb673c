import { locales, validationMessageKeys } from '@market/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { changeLocale, i18next } from '@/lib/i18n/i18n';
import { translateValidationMessage, validationParams } from './validation-messages';

afterAll(() => changeLocale('ko'));

describe('validation messages', () => {
  it('resolves every key of domain to text, with every variable filled, in every language', async () => {
    for (const locale of locales) {
      await changeLocale(locale);
      for (const key of validationMessageKeys) {
        const text = translateValidationMessage(i18next.t, key);
        expect(text, `${locale} ${key}`).not.toBe(key);
        expect(text, `${locale} ${key}`).not.toMatch(/{{|}}/);
      }
    }
  });

  it('states the bound that domain checks', async () => {
    await changeLocale('en');
    expect(translateValidationMessage(i18next.t, 'validation.nickname.tooLong')).toBe(
      `The nickname must be at most ${validationParams.nicknameMax} characters.`,
    );
    await changeLocale('ko');
    expect(translateValidationMessage(i18next.t, 'validation.price.tooHigh')).toBe(
      `가격은 ${validationParams.priceMax.toLocaleString('ko')}원 이하여야 합니다.`,
    );
  });
});
