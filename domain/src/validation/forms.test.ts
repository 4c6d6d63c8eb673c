import { describe, expect, it } from 'vitest';
import {
  blockFormSchema,
  codePostFormSchema,
  couponPostFormSchema,
  identityVerificationFormSchema,
  inquiryFormSchema,
  loginFormSchema,
  passwordChangeFormSchema,
  passwordRecoveryFormSchema,
  passwordResetFormSchema,
  productPostFormSchema,
  refundRequestFormSchema,
  sellerCancelFormSchema,
  signUpFormSchema,
  renewPartyFormSchema,
  subscriptionPostFormSchema,
  withdrawalFormSchema,
} from './forms';
import { failures } from './test-helpers';

// 2026-11-22 12:00 in Seoul.
const now = new Date('2026-11-22T03:00:00Z');

const signUp = {
  email: 'new@example.com',
  password: 'Passw0rd!',
  passwordRepeat: 'Passw0rd!',
  nickname: 'newbie',
  agreements: { terms: true, personalInformation: true, notifications: true },
};

describe('loginFormSchema', () => {
  it('defaults stay-logged-in to off', () => {
    expect(loginFormSchema.parse({ email: 'a@b.co', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
      stayLoggedIn: false,
    });
  });

  it('does not apply the new-password length rules to a login', () => {
    expect(failures(loginFormSchema, { email: 'a@b.co', password: 'short' })).toEqual([]);
    expect(failures(loginFormSchema, { email: '', password: '' })).toEqual([
      'email: validation.email.required',
      'email: validation.email.invalid',
      'password: validation.password.required',
    ]);
  });
});

describe('signUpFormSchema', () => {
  it('accepts a complete sign-up with or without a referrer', () => {
    expect(failures(signUpFormSchema, signUp)).toEqual([]);
    expect(signUpFormSchema.parse({ ...signUp, referrerCode: ' R1 ' }).referrerCode).toBe('R1');
  });

  it('reports a repeat that differs on the repeat field', () => {
    expect(failures(signUpFormSchema, { ...signUp, passwordRepeat: 'Passw0rd?' })).toEqual([
      'passwordRepeat: validation.password.mismatch',
    ]);
  });

  it('says an empty repeat is missing, not mismatched', () => {
    expect(failures(signUpFormSchema, { ...signUp, passwordRepeat: '' })).toEqual([
      'passwordRepeat: validation.password.required',
    ]);
  });

  it('needs every agreement', () => {
    for (const key of ['terms', 'personalInformation', 'notifications'] as const) {
      const agreements = { ...signUp.agreements, [key]: false };
      expect(failures(signUpFormSchema, { ...signUp, agreements }), key).toEqual([
        `agreements.${key}: validation.agreement.required`,
      ]);
    }
    expect(failures(signUpFormSchema, { ...signUp, agreements: undefined })).toEqual([
      'agreements: validation.agreement.required',
    ]);
  });
});

describe('password recovery, reset and change', () => {
  it('recovers with an e-mail address', () => {
    expect(failures(passwordRecoveryFormSchema, { email: 'x' })).toEqual([
      'email: validation.email.invalid',
    ]);
  });

  it('resets with a matching repeat', () => {
    expect(
      failures(passwordResetFormSchema, { password: 'Passw0rd!', passwordRepeat: 'Passw0rd!' }),
    ).toEqual([]);
    expect(
      failures(passwordResetFormSchema, { password: 'Passw0rd!', passwordRepeat: 'nope' }),
    ).toEqual(['passwordRepeat: validation.password.mismatch']);
  });

  it('changes with the current password and a matching new one', () => {
    const change = {
      currentPassword: 'old',
      newPassword: 'Passw0rd!2',
      newPasswordRepeat: 'Passw0rd!2',
    };
    expect(failures(passwordChangeFormSchema, change)).toEqual([]);
    expect(
      failures(passwordChangeFormSchema, { ...change, newPasswordRepeat: 'Passw0rd!3' }),
    ).toEqual(['newPasswordRepeat: validation.password.mismatch']);
  });
});

describe('trade forms', () => {
  it('blocks a member with a reason', () => {
    expect(failures(blockFormSchema, { userSeq: 7, reason: ' rude ' })).toEqual([]);
    expect(failures(blockFormSchema, { userSeq: 0, reason: ' ' })).toEqual([
      'userSeq: validation.user.required',
      'reason: validation.reason.required',
    ]);
  });

  it('requests a refund with a reason of at most 100 characters', () => {
    expect(failures(refundRequestFormSchema, { reason: 'a'.repeat(101) })).toEqual([
      'reason: validation.reason.tooLong',
    ]);
  });

  it('cancels a sold post naming who is responsible', () => {
    expect(failures(sellerCancelFormSchema, { responsibility: 'SELLER', reason: 'x' })).toEqual([]);
    expect(failures(sellerCancelFormSchema, { responsibility: '', reason: 'x' })).toEqual([
      'responsibility: validation.responsibility.required',
    ]);
  });
});

describe('inquiryFormSchema', () => {
  const inquiry = {
    category: 'ORDER',
    title: 'Where is my code?',
    body: 'It has not arrived.',
    contactType: 'EMAIL',
    emailOrPhone: 'buyer@example.com',
  };

  it('checks the contact against its type', () => {
    expect(failures(inquiryFormSchema, inquiry)).toEqual([]);
    expect(failures(inquiryFormSchema, { ...inquiry, emailOrPhone: '010-1234-5678' })).toEqual([
      'emailOrPhone: validation.email.invalid',
    ]);
    const byPhone = { ...inquiry, contactType: 'PHONE' };
    expect(failures(inquiryFormSchema, { ...byPhone, emailOrPhone: '010-1234-5678' })).toEqual([]);
    expect(failures(inquiryFormSchema, byPhone)).toEqual([
      'emailOrPhone: validation.phone.invalid',
    ]);
  });

  it('names a missing contact type and contact', () => {
    expect(failures(inquiryFormSchema, { ...inquiry, contactType: undefined })).toEqual([
      'contactType: validation.contactType.required',
    ]);
    expect(failures(inquiryFormSchema, { ...inquiry, emailOrPhone: ' ' })).toEqual([
      'emailOrPhone: validation.emailOrPhone.required',
    ]);
    expect(failures(inquiryFormSchema, { ...inquiry, category: 'OTHER' })).toEqual([
      'category: validation.category.required',
    ]);
  });
});

describe('withdrawalFormSchema', () => {
  const bank = {
    amount: 10_000,
    method: 'BANK_TRANSFER',
    bankName: 'KB',
    accountHolder: '김민수',
    accountNumber: '123-456-789012',
  };

  it('needs the bank details for a transfer and the address for PayPal', () => {
    expect(failures(withdrawalFormSchema, bank)).toEqual([]);
    expect(failures(withdrawalFormSchema, { amount: 10_000, method: 'BANK_TRANSFER' })).toEqual([
      'bankName: validation.bank.required',
      'accountHolder: validation.name.required',
      'accountNumber: validation.accountNumber.required',
    ]);
    expect(failures(withdrawalFormSchema, { amount: 10_000, method: 'PAYPAL' })).toEqual([
      'paypalEmail: validation.email.required',
    ]);
    expect(
      failures(withdrawalFormSchema, { amount: 1, method: 'PAYPAL', paypalEmail: 'p@example.com' }),
    ).toEqual([]);
  });

  it('names a missing method and an amount above the maximum', () => {
    expect(failures(withdrawalFormSchema, { ...bank, method: undefined })).toEqual([
      'method: validation.paymentMethod.required',
    ]);
    expect(failures(withdrawalFormSchema, { ...bank, amount: 5_000_001 })).toEqual([
      'amount: validation.amount.tooHigh',
    ]);
  });
});

describe('identityVerificationFormSchema', () => {
  it('needs a name, a cell phone and a real date of birth', () => {
    const person = { name: '김민수', cellPhone: '010-1234-5678', dateOfBirth: '1990-02-28' };
    expect(failures(identityVerificationFormSchema, person)).toEqual([]);
    expect(
      failures(identityVerificationFormSchema, { ...person, dateOfBirth: '1990-02-29' }),
    ).toEqual(['dateOfBirth: validation.date.format']);
    expect(failures(identityVerificationFormSchema, { ...person, cellPhone: '12' })).toEqual([
      'cellPhone: validation.cellPhone.invalid',
    ]);
  });
});

describe('subscriptionPostFormSchema', () => {
  const post = {
    title: 'Netflix premium party',
    categorySeq: 3,
    productId: 'netflix-premium',
    price: 4500,
    priceBaseDuration: 'MONTH',
    subscriptionStartsAt: '2026-11-22',
    subscriptionEndsAt: '2027-02-21',
    memberLimit: 3,
    sharingType: 'SHARE',
    accountInfo: 'Profile 2, PIN given in chat',
  };

  it('accepts a party starting today', () => {
    expect(failures(subscriptionPostFormSchema(now), post)).toEqual([]);
  });

  it('refuses past dates and an end before the start', () => {
    expect(
      failures(subscriptionPostFormSchema(now), { ...post, subscriptionStartsAt: '2026-11-21' }),
    ).toEqual(['subscriptionStartsAt: validation.date.past']);
    expect(
      failures(subscriptionPostFormSchema(now), {
        ...post,
        subscriptionStartsAt: '2026-12-01',
        subscriptionEndsAt: '2026-11-30',
      }),
    ).toEqual(['subscriptionEndsAt: validation.date.endBeforeStart']);
    expect(
      failures(subscriptionPostFormSchema(now), {
        ...post,
        subscriptionStartsAt: '2026-11-30',
        subscriptionEndsAt: '2026-11-30',
      }),
    ).toEqual([]);
  });

  it('names the missing price base duration, sharing type, product and account info', () => {
    expect(
      failures(subscriptionPostFormSchema(now), {
        ...post,
        priceBaseDuration: '',
        sharingType: 'LEND',
        productId: ' ',
        accountInfo: '',
      }),
    ).toEqual([
      'productId: validation.product.required',
      'priceBaseDuration: validation.priceBaseDuration.required',
      'sharingType: validation.sharingType.required',
      'accountInfo: validation.accountInfo.required',
    ]);
  });
});

describe('coupon and code post forms', () => {
  const post = {
    title: 'Starbucks 10,000',
    categorySeq: 9,
    price: 9000,
    expiresAt: '2026-11-22',
    value: ' 1234-5678-9012 ',
  };

  it('share one schema, expiring today at the earliest', () => {
    expect(couponPostFormSchema).toBe(productPostFormSchema);
    expect(codePostFormSchema).toBe(productPostFormSchema);
    expect(productPostFormSchema(now).parse(post).value).toBe('1234-5678-9012');
    expect(failures(productPostFormSchema(now), { ...post, expiresAt: '2026-11-21' })).toEqual([
      'expiresAt: validation.date.past',
    ]);
  });

  it('names a missing code and category', () => {
    expect(
      failures(productPostFormSchema(now), { ...post, value: '', categorySeq: undefined }),
    ).toEqual(['categorySeq: validation.category.required', 'value: validation.code.required']);
  });
});

describe('renewPartyFormSchema', () => {
  const renewal = {
    subscriptionStartsAt: '2026-12-01',
    subscriptionEndsAt: '2027-02-28',
    price: 4500,
    priceBaseDuration: 'MONTH',
    memberLimit: 3,
    accountInfo: 'Profile 2',
  };

  it('accepts the next period and refuses a past start or an end before the start', () => {
    expect(failures(renewPartyFormSchema(now), renewal)).toEqual([]);
    expect(
      failures(renewPartyFormSchema(now), { ...renewal, subscriptionStartsAt: '2026-11-21' }),
    ).toEqual(['subscriptionStartsAt: validation.date.past']);
    expect(
      failures(renewPartyFormSchema(now), { ...renewal, subscriptionEndsAt: '2026-11-30' }),
    ).toEqual(['subscriptionEndsAt: validation.date.endBeforeStart']);
  });
});
