import type { SellerPost } from '@/features/seller-listings/api';
import type { PostType } from '@market/domain';
import { ProductPostForm } from './ProductPostForm';
import { SubscriptionPostForm } from './SubscriptionPostForm';

export interface PostFormProps {
  postType: PostType;
  /** The post being edited (its seq is replaced) or copied (`copy`), or none for a new post. */
  initial?: SellerPost;
  /** With `initial`: save it as a new post instead of replacing it (`?sourcePost=`). Default false. */
  copy?: boolean;
  /** Called with the saved post. */
  onSaved: (post: SellerPost) => void;
}

/**
 * The create and edit form of a post, one per type on domain's schemas and bounds (SPEC §5):
 * nothing is sent until every field is valid; a refusal shows SPEC §8's save failure toast.
 */
export function PostForm(props: PostFormProps) {
  return props.postType === 'SUBSCRIPTION' ? (
    <SubscriptionPostForm {...props} />
  ) : (
    <ProductPostForm {...props} />
  );
}
