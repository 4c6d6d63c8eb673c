import { Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError/LoadError';
import { PageLoader } from '@/components/PageLoader/PageLoader';
import { NotFound } from '@/components/StatusPage/StatusPage';
import { toApiError } from '@/lib/api/api-error';
import { usePageTitle } from '@/lib/browser/page-title';
import { useSellerProfile } from '@/features/stores/api';
import { SellerProfileHeader } from '../SellerProfileHeader/SellerProfileHeader';
import { StoreNav, type StoreSection } from '../StoreNav/StoreNav';

export interface StoreFrameProps {
  /** The seller of the address; null when the address holds no valid seller number. */
  sellerSeq: number | null;
  /** Which section of the store the page shows. */
  section: StoreSection;
  /** The section's content, rendered once the seller is known to exist. */
  children: ReactNode;
}

/**
 * What every store page shares: the seller's header and the section links. An unknown seller
 * (or an address that is not a seller number) shows the not-found page instead.
 */
export function StoreFrame({ sellerSeq, section, children }: StoreFrameProps) {
  if (sellerSeq === null) return <NotFound />;
  return (
    <KnownStoreFrame sellerSeq={sellerSeq} section={section}>
      {children}
    </KnownStoreFrame>
  );
}

function KnownStoreFrame({
  sellerSeq,
  section,
  children,
}: StoreFrameProps & { sellerSeq: number }) {
  const { t } = useTranslation(['stores', 'common']);
  const profile = useSellerProfile(sellerSeq);
  const seller = profile.data;
  const notFound = profile.isError && toApiError(profile.error).status === 404;
  // NotFound sets its own title; this effect runs after it, so it must agree.
  usePageTitle(
    notFound
      ? t('common:statusPage.notFound.title')
      : seller
        ? t(`title.${section}`, { nickname: seller.nickname })
        : t('common:routes.store'),
  );

  if (notFound) return <NotFound />;
  if (profile.isError) {
    return (
      <Container size="xl" py="lg">
        <LoadError onRetry={() => void profile.refetch()} />
      </Container>
    );
  }

  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <SellerProfileHeader seller={seller} />
        <StoreNav sellerSeq={sellerSeq} active={section} />
        {seller ? children : <PageLoader />}
      </Stack>
    </Container>
  );
}
