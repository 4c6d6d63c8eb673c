import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { CartIcon } from '@/components/icons';
import { useCurrentAddress } from '@/lib/browser/search-params';
import { pathTo, loginPathFor } from '@/lib/addresses';
import { useSessionToken } from '@/lib/session/session';
import { useAddToCart } from '@/features/catalogue/api/use-add-to-cart';
import type { PostDetail } from '@/features/catalogue/api/use-post-detail';
import type { Availability, PostState } from '@/features/catalogue/utils/post-state';

export interface AddToCartButtonProps {
  post: Pick<PostDetail, 'type' | 'seq' | 'viewer'>;
  /** The post's availability (postState). */
  state: PostState;
}

type Unavailable = Exclude<Availability, 'onSale' | 'recruiting'>;

const isUnavailable = (availability: Availability): availability is Unavailable =>
  availability !== 'onSale' && availability !== 'recruiting';

type Blocker = 'own' | 'blocked' | 'purchased' | 'subscribed';

function blockerOf(post: AddToCartButtonProps['post']): Blocker | null {
  const { viewer } = post;
  if (!viewer) return null;
  if (viewer.own) return 'own';
  if (viewer.blocked) return 'blocked';
  if (viewer.purchased) return post.type === 'SUBSCRIPTION' ? 'subscribed' : 'purchased';
  return null;
}

/**
 * Adds the post to the cart, or says why it cannot be: the viewer's own post, blocked by the
 * seller, already bought or subscribed, sold out, expired, full, ended, or already in the cart.
 * A guest is sent to sign in and comes back to this page afterwards.
 */
export function AddToCartButton({ post, state }: AddToCartButtonProps) {
  const { t } = useTranslation('catalogue');
  const token = useSessionToken();
  const currentAddress = useCurrentAddress();
  const [, navigate] = useLocation();
  const { addToCart, isPending } = useAddToCart();

  const blocker = blockerOf(post);
  if (blocker) {
    return (
      <Alert color="gray" variant="light" title={t(`cart.blocker.${blocker}`)}>
        {blocker === 'own' && <Text size="sm">{t('cart.ownHint')}</Text>}
      </Alert>
    );
  }

  if (isUnavailable(state.availability)) {
    return (
      <Stack gap="xs">
        <Button size="lg" fullWidth disabled>
          {t(`availability.${state.availability}`)}
        </Button>
        <Text size="sm" c="dimmed">
          {t(`cart.unavailable.${state.availability}`)}
        </Text>
      </Stack>
    );
  }

  if (post.viewer?.inCart) {
    return (
      <Stack gap="xs">
        <Alert color="teal" variant="light" title={t('cart.inCart')} />
        <Button component={Link} href={pathTo('/cart')} size="lg" fullWidth variant="light">
          {t('cart.goToCart')}
        </Button>
      </Stack>
    );
  }

  const onClick = () => {
    if (!token) {
      navigate(loginPathFor(currentAddress));
      return;
    }
    addToCart(post.type, post.seq);
  };

  return (
    <Stack gap="xs">
      <Button
        size="lg"
        fullWidth
        leftSection={<CartIcon size={20} />}
        onClick={onClick}
        loading={isPending}
      >
        {t('cart.add')}
      </Button>
      {!token && (
        <Text size="sm" c="dimmed">
          {t('cart.signInHint')}
        </Text>
      )}
    </Stack>
  );
}
