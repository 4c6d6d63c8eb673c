import { Container } from '@mantine/core';
import { StatusPage } from '@/components/StatusPage/StatusPage';
import { SellerHelpArticle } from '@/features/seller-business/components/SellerHelpArticle/SellerHelpArticle';
import { parseSeqParam } from '@/lib/browser/search-params';

/** /seller/guides/{seq}: one guide for sellers; an invalid seq is not found. */
export default function SellerGuidePage({ seq }: { seq: string }) {
  const parsed = parseSeqParam(seq);
  if (parsed === null) return <StatusPage kind="notFound" />;
  return (
    <Container size="md" py="lg">
      <SellerHelpArticle kind="guides" seq={parsed} />
    </Container>
  );
}
