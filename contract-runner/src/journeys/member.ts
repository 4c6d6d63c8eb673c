/**
 * Journeys of the disposable member made by sign-up: its account settings, the cart, an inquiry,
 * and at the end signing out and removing the account, which cleans the member up for good.
 */
import type {
  CartItem,
  CartItemCount,
  Inquiry,
  Session,
  UploadedImage,
  User,
} from '@market/contract';
import { signInAs } from '../sign-in';
import { type JourneyEnv, Journey, effect } from './journey';

/** A 1×1 transparent PNG. */
export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const has = <T>(items: unknown, match: (item: T) => boolean) =>
  Array.isArray(items) && (items as T[]).some(match);

/** Signs the disposable member up; every other member journey needs it. */
export async function signUpJourney(env: JourneyEnv): Promise<boolean> {
  const { email, password, nickname } = env.disposable;
  // Sign-up does not depend on the verification e-mail (the web form confirms it first), and a
  // server may send one e-mail a minute to an address: the code goes to an address of its own.
  const verified = email.replace('@', '-verify@');
  await new Journey(env, 'e-mail verification').step(
    'auth.sendEmailVerification',
    'send a verification code',
    'anonymous',
    {
      body: { email: verified },
      verify: (_, sent) =>
        (sent as { email?: string })?.email?.toLowerCase() === verified.toLowerCase()
          ? []
          : [effect('the code was not sent to the address asked for')],
    },
  );
  const signUp = new Journey(env, 'sign-up');
  const session = (await signUp.step('auth.signUp', 'sign up a disposable member', 'anonymous', {
    body: {
      email,
      password,
      nickname,
      agreements: { terms: true, personalInformation: true, notifications: true },
    },
    expect: { status: 201 },
    verify: (_, value) =>
      (value as Session)?.user?.email?.toLowerCase() === email.toLowerCase()
        ? []
        : [effect('the new session is not for the address signed up')],
  })) as Session | undefined;
  const token = session?.token?.value;
  if (!token) return false;
  env.ctx.tokens.disposable = token;
  env.disposable.seq = session.user.seq;
  await signUp.step('account.getMe', 'read the new member', 'disposable', {
    verify: (_, me) =>
      (me as User)?.seq === session.user.seq ? [] : [effect('getMe answers another member')],
  });
  return true;
}

export async function accountJourney(env: JourneyEnv): Promise<void> {
  const journey = new Journey(env, 'account');
  const nickname = `${env.disposable.nickname}b`;
  const sameAs = (field: keyof User, value: unknown) => (_: unknown, user: unknown) =>
    JSON.stringify((user as User)?.[field]) === JSON.stringify(value)
      ? []
      : [effect(`${field} is ${JSON.stringify((user as User)?.[field])}, not the value sent`)];
  await journey.step('account.updateNickname', 'change the nickname', 'disposable', {
    body: { nickname },
    verify: sameAs('nickname', nickname),
  });
  await journey.step('account.updatePhone', 'change the phone', 'disposable', {
    body: { phone: '010-1234-5678' },
    verify: sameAs('phone', '010-1234-5678'),
  });
  await journey.step('account.updateCountries', 'choose countries', 'disposable', {
    body: { countries: ['KR', 'US'] },
    verify: sameAs('countries', ['KR', 'US']),
  });
  await journey.step('account.updateNewsletter', 'subscribe to the newsletter', 'disposable', {
    body: { newsletter: true },
    verify: sameAs('newsletter', true),
  });
  const image = (await journey.step('community.uploadImage', 'upload a png', 'disposable', {
    body: {
      fileName: 'contract-runner.png',
      contentType: 'image/png',
      dataBase64: TINY_PNG_BASE64,
    },
    expect: { status: 201 },
  })) as UploadedImage | undefined;
  if (image?.url) {
    env.imageUrl = image.url;
    await journey.step('account.updateProfileImage', 'use it as profile image', 'disposable', {
      body: { profileImageUrl: image.url },
      verify: sameAs('profileImageUrl', image.url),
    });
    await journey.cleanup('account.updateProfileImage', 'remove the profile image', 'disposable', {
      body: { profileImageUrl: null },
      verify: sameAs('profileImageUrl', null),
    });
  }
  const newPassword = `${env.disposable.password}2`;
  await journey.step('account.updatePassword', 'change the password', 'disposable', {
    body: { currentPassword: env.disposable.password, newPassword },
  });
  if (!journey.stopped) {
    env.disposable.password = newPassword;
    const again = await signInAs(
      env.ctx,
      env.disposable,
      'disposable',
      'journey account: sign in with the new password',
      'journey',
    );
    if (!again.session) journey.stop('sign-in with the new password failed');
  }
  await journey.step(
    'auth.startIdentityVerification',
    'start identity verification',
    'disposable',
    {
      body: { name: 'Contract Runner', cellPhone: '010-1234-5678', dateOfBirth: '1990-01-01' },
    },
  );
  await journey.step('auth.requestPasswordRecovery', 'ask for a password reset link', 'anonymous', {
    body: { email: env.disposable.email },
  });
}

export async function cartJourney(env: JourneyEnv): Promise<void> {
  const journey = new Journey(env, 'cart');
  // The coupon on sale that expires last is the one least likely to have expired meanwhile.
  const coupon = env.inventory.posts.COUPON.filter((post) => post.status === 'ON_SALE').sort(
    (a, b) => b.expiresAt.localeCompare(a.expiresAt),
  )[0];
  if (!coupon) {
    journey.skipStep(
      'cart.addToCart',
      'add a coupon',
      'disposable',
      'no coupon on sale discovered',
    );
    return;
  }
  const line = (await journey.step('cart.addToCart', 'add a coupon', 'disposable', {
    body: { type: 'COUPON', typeSeq: coupon.seq },
    expect: { status: 201 },
    verify: (_, item) =>
      (item as CartItem)?.typeSeq === coupon.seq
        ? []
        : [effect('the line is not the coupon added')],
  })) as CartItem | undefined;
  await journey.step('cart.getCart', 'see it in the cart', 'disposable', {
    verify: (_, items) =>
      has<CartItem>(items, (item) => item.seq === line?.seq)
        ? []
        : [effect('the line is not listed')],
  });
  await journey.step('cart.countCartItems', 'count one line', 'disposable', {
    verify: (_, count) => ((count as CartItemCount)?.count === 1 ? [] : [effect(`count is not 1`)]),
  });
  if (line?.seq) {
    await journey.cleanup('cart.deleteCartItems', 'remove it', 'disposable', {
      body: { seqList: [line.seq] },
      verify: (_, count) =>
        (count as CartItemCount)?.count === 0
          ? []
          : [effect('the cart is not empty after removal')],
    });
  }
}

export async function inquiryJourney(env: JourneyEnv): Promise<void> {
  const journey = new Journey(env, 'inquiry');
  const inquiry = (await journey.step('content.createInquiry', 'send an inquiry', 'disposable', {
    body: {
      category: 'ETC',
      title: `Contract runner ${env.runId}`,
      body: 'Sent by the contract runner to check the API; no answer needed.',
      contactType: 'EMAIL',
      emailOrPhone: env.disposable.email,
    },
    expect: { status: 201 },
  })) as Inquiry | undefined;
  await journey.step('content.listInquiries', 'find it in the list', 'disposable', {
    query: { page: 1 },
    expect: { status: 'success', page: { page: 1, size: undefined } },
    verify: (_, items) =>
      has<Inquiry>(items, (item) => item.seq === inquiry?.seq)
        ? []
        : [effect('the inquiry is not listed')],
  });
}

/** Signs out a second session, then removes the disposable account (its clean-up). */
export async function farewellJourney(env: JourneyEnv): Promise<void> {
  const journey = new Journey(env, 'sign-out and removal');
  const { ctx } = env;
  const first = ctx.tokens.disposable;
  const second = await signInAs(
    ctx,
    env.disposable,
    'disposable',
    'journey sign-out and removal: sign in a second session',
    'journey',
  );
  if (second.session) {
    await journey.step('auth.signOut', 'sign the second session out', 'disposable');
    await journey.step('account.getMe', 'the signed-out token is refused', 'disposable', {
      expect: { status: 401 },
    });
  }
  if (first) ctx.tokens.disposable = first;
  await journey.cleanup('account.removeAccount', 'remove the disposable account', 'disposable', {
    body: { reason: 'Contract runner clean-up', password: env.disposable.password },
  });
  await journey.cleanup('auth.signIn', 'the removed account cannot sign in', 'anonymous', {
    body: { email: env.disposable.email, password: env.disposable.password },
    expect: { status: 401, errorCode: 'INVALID_CREDENTIALS' },
  });
}
