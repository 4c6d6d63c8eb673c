/**
 * A saved post as the values of its form: titles decoded from the wire's JSON-encoded multilingual
 * text into the seller's language (the server stores what the seller writes for every language).
 */
import type { SellerCodePost, SellerCouponPost, SellerSubscriptionPost } from '@market/contract';
import type { ProductPostForm, SubscriptionPostForm } from '@market/domain';

type Decode = (value: string | null | undefined) => string;

/** A form's input: every field may still be empty. */
export type Draft<T> = { [K in keyof T]?: T[K] };

export function subscriptionFormValues(
  post: SellerSubscriptionPost | undefined,
  decode: Decode,
): Draft<SubscriptionPostForm> {
  if (!post) {
    return { title: '', content: '', productId: '', accountInfo: '', countries: [], images: [] };
  }
  return {
    title: decode(post.title),
    categorySeq: post.categorySeq,
    productId: post.productId,
    content: post.content,
    price: post.price,
    priceBaseDuration: post.priceBaseDuration,
    subscriptionStartsAt: post.subscriptionStartsAt,
    subscriptionEndsAt: post.subscriptionEndsAt,
    memberLimit: post.memberLimit,
    sharingType: post.sharingType,
    accountInfo: post.accountInfo,
    countries: post.countries,
    images: post.images,
  };
}

export function productFormValues(
  post: SellerCouponPost | SellerCodePost | undefined,
  decode: Decode,
): Draft<ProductPostForm> {
  if (!post) return { title: '', content: '', value: '', countries: [], images: [] };
  return {
    title: decode(post.title),
    categorySeq: post.categorySeq,
    content: post.content,
    price: post.price,
    expiresAt: post.expiresAt,
    value: post.value,
    countries: post.countries,
    images: post.images,
  };
}
