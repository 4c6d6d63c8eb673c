import { describe, expect, it } from 'vitest';
import {
  hasImageExtension,
  MAX_COUNTRIES,
  MEMBER_LIMIT_MAX,
  MEMBER_LIMIT_MIN,
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PRICE_MAX,
  PRICE_MIN,
  REASON_MAX_LENGTH,
} from './bounds';
import {
  calendarDateField,
  countriesField,
  emailField,
  imageFileNameField,
  memberLimitField,
  nameField,
  nicknameField,
  notPastDate,
  passwordField,
  priceField,
  reasonField,
  referrerCodeField,
  withdrawalAmountField,
} from './fields';
import { messages } from './test-helpers';

const chars = (n: number) => 'a'.repeat(n);

describe('reasonField (SPEC §5: trimmed, 1 to 100)', () => {
  it('trims, then allows 1 to 100 characters', () => {
    expect(reasonField.parse(`  ${chars(REASON_MAX_LENGTH)}  `)).toBe(chars(100));
    expect(reasonField.parse(' x ')).toBe('x');
  });

  it('says a blank reason is missing and 101 characters too long', () => {
    expect(messages(reasonField, '   ')).toEqual(['validation.reason.required']);
    expect(messages(reasonField, `  ${chars(REASON_MAX_LENGTH + 1)}  `)).toEqual([
      'validation.reason.tooLong',
    ]);
    expect(messages(reasonField, undefined)).toEqual(['validation.reason.required']);
  });
});

describe('emailField', () => {
  it('trims and accepts an address', () => {
    expect(emailField.parse(' buyer@example.com ')).toBe('buyer@example.com');
  });
  it('names a missing and an invalid address', () => {
    expect(messages(emailField, '')).toContain('validation.email.required');
    expect(messages(emailField, 'buyer@')).toEqual(['validation.email.invalid']);
  });
});

describe('passwordField', () => {
  it('allows 8 to 64 characters', () => {
    expect(messages(passwordField, chars(PASSWORD_MIN_LENGTH - 1))).toEqual([
      'validation.password.tooShort',
    ]);
    expect(messages(passwordField, chars(PASSWORD_MIN_LENGTH))).toEqual([]);
    expect(messages(passwordField, chars(PASSWORD_MAX_LENGTH))).toEqual([]);
    expect(messages(passwordField, chars(PASSWORD_MAX_LENGTH + 1))).toEqual([
      'validation.password.tooLong',
    ]);
  });
});

describe('nicknameField', () => {
  it('allows 2 to 20 characters after trimming', () => {
    expect(messages(nicknameField, ` ${chars(NICKNAME_MIN_LENGTH - 1)} `)).toEqual([
      'validation.nickname.tooShort',
    ]);
    expect(messages(nicknameField, chars(NICKNAME_MIN_LENGTH))).toEqual([]);
    expect(messages(nicknameField, chars(NICKNAME_MAX_LENGTH))).toEqual([]);
    expect(messages(nicknameField, chars(NICKNAME_MAX_LENGTH + 1))).toEqual([
      'validation.nickname.tooLong',
    ]);
  });
});

describe('nameField', () => {
  it('says a name is too long rather than missing', () => {
    expect(messages(nameField, chars(51))).toEqual(['validation.name.tooLong']);
  });
});

describe('priceField', () => {
  it('allows whole won from the minimum to the maximum', () => {
    expect(messages(priceField, PRICE_MIN - 1)).toEqual(['validation.price.tooLow']);
    expect(messages(priceField, PRICE_MIN)).toEqual([]);
    expect(messages(priceField, PRICE_MAX)).toEqual([]);
    expect(messages(priceField, PRICE_MAX + 1)).toEqual(['validation.price.tooHigh']);
    expect(messages(priceField, 1000.5)).toEqual(['validation.price.invalid']);
    expect(messages(priceField, Number.NaN)).toEqual(['validation.price.required']);
  });
});

describe('memberLimitField', () => {
  it('allows the member limits both included', () => {
    expect(messages(memberLimitField, MEMBER_LIMIT_MIN - 1)).toEqual([
      'validation.memberLimit.tooLow',
    ]);
    expect(messages(memberLimitField, MEMBER_LIMIT_MIN)).toEqual([]);
    expect(messages(memberLimitField, MEMBER_LIMIT_MAX)).toEqual([]);
    expect(messages(memberLimitField, MEMBER_LIMIT_MAX + 1)).toEqual([
      'validation.memberLimit.tooHigh',
    ]);
  });
});

describe('countriesField', () => {
  const codes = (n: number) => ['KR', 'US', 'ES', 'MX', 'JP', 'FR', 'DE'].slice(0, n);
  it('needs one country and allows up to the maximum', () => {
    expect(messages(countriesField, [])).toEqual(['validation.country.required']);
    expect(messages(countriesField, codes(1))).toEqual([]);
    expect(messages(countriesField, codes(MAX_COUNTRIES))).toEqual([]);
    expect(messages(countriesField, codes(MAX_COUNTRIES + 1))).toEqual([
      'validation.country.tooMany',
    ]);
  });
  it('names a country code that is not two letters', () => {
    expect(messages(countriesField, ['KOR'])).toEqual(['validation.country.invalid']);
    expect(messages(countriesField, [82])).toEqual(['validation.country.invalid']);
  });
  it('takes only assigned ISO 3166-1 codes, in either case, and gives them in upper case', () => {
    for (const code of ['YJ', 'XX', 'ZZ', 'AA']) {
      expect(messages(countriesField, [code])).toEqual(['validation.country.invalid']);
    }
    expect(countriesField.parse(['kr', 'Us', 'ES'])).toEqual(['KR', 'US', 'ES']);
  });
});

describe('calendarDateField and notPastDate', () => {
  // 2026-11-22 23:59:59 in Seoul; 00:00 on the 23rd is a second later.
  const lastSecond = new Date('2026-11-22T14:59:59Z');
  const nextDay = new Date('2026-11-22T15:00:00Z');

  it('refuses days that do not exist', () => {
    expect(messages(calendarDateField, '2026-02-30')).toEqual(['validation.date.format']);
    expect(messages(calendarDateField, '2028-02-29')).toEqual([]);
    expect(messages(calendarDateField, '22/11/2026')).toEqual(['validation.date.format']);
    expect(messages(calendarDateField, '')).toContain('validation.date.required');
  });

  it('accepts today and later, refuses yesterday, by the Seoul calendar', () => {
    expect(messages(notPastDate(lastSecond), '2026-11-22')).toEqual([]);
    expect(messages(notPastDate(lastSecond), '2026-11-21')).toEqual(['validation.date.past']);
    expect(messages(notPastDate(nextDay), '2026-11-22')).toEqual(['validation.date.past']);
    expect(messages(notPastDate(nextDay), '2026-11-23')).toEqual([]);
  });

  it('does not call a malformed date past', () => {
    expect(messages(notPastDate(nextDay), '2020-02-30')).toEqual(['validation.date.format']);
  });
});

describe('other fields', () => {
  it('checks image file names by extension', () => {
    expect(messages(imageFileNameField, 'photo.JPEG')).toEqual([]);
    expect(messages(imageFileNameField, 'photo.gif')).toEqual(['validation.image.type']);
  });

  it("reads an image's extension as the file name field does", () => {
    const names = ['photo.JPEG', 'a.b.png', 'photo.gif', 'png', '.jpg', 'photo.', 'jpg.txt', ''];
    for (const name of names) {
      const accepted = messages(imageFileNameField, name).length === 0;
      expect([name, hasImageExtension(name)]).toEqual([name, accepted]);
    }
    expect(hasImageExtension('/files/p/7.Png')).toBe(true);
  });

  it('turns a blank referral code into none', () => {
    expect(referrerCodeField.parse('  ')).toBeUndefined();
    expect(referrerCodeField.parse(undefined)).toBeUndefined();
    expect(referrerCodeField.parse(' ABC123 ')).toBe('ABC123');
  });

  it('allows withdrawals of whole won up to the maximum', () => {
    expect(messages(withdrawalAmountField, 5_000_000)).toEqual([]);
    expect(messages(withdrawalAmountField, 5_000_001)).toEqual(['validation.amount.tooHigh']);
    expect(messages(withdrawalAmountField, 0)).toEqual(['validation.amount.invalid']);
    expect(messages(withdrawalAmountField, 10.5)).toEqual(['validation.amount.invalid']);
  });
});
