import { Anchor, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoadError } from '@/components/LoadError/LoadError';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { StatusPage } from '@/components/StatusPage/StatusPage';
import { toApiError } from '@/lib/api/api-error';
import { useFormatDate } from '@/lib/format/format-date';
import { useLocalized } from '@/lib/i18n/use-localized';
import { useSellerGuide, useSellerNotice } from '@/features/seller-business/api/use-seller-help';
import {
  sellerHelpListPath,
  type SellerHelpKind,
} from '@/features/seller-business/utils/help-paths';
import classes from '../SellerReviewCard/SellerReviewCard.module.css';

export interface SellerHelpArticleProps {
  kind: SellerHelpKind;
  seq: number;
}

/** One notice or guide for sellers: title, date, body, and the way back to the list. */
export function SellerHelpArticle({ kind, seq }: SellerHelpArticleProps) {
  const { t } = useTranslation('sellerBusiness');
  const localized = useLocalized();
  const formatDate = useFormatDate();
  const notice = useSellerNotice(seq, kind === 'notices');
  const guide = useSellerGuide(seq, kind === 'guides');
  const query = kind === 'notices' ? notice : guide;

  const back = (
    <Anchor component={Link} href={sellerHelpListPath(kind)} size="sm">
      {t(`help.${kind}.back`)}
    </Anchor>
  );
  if (query.isError) {
    if (toApiError(query.error).status === 404) return <StatusPage kind="notFound" />;
    return (
      <Stack gap="md">
        {back}
        <LoadError onRetry={() => void query.refetch()} />
      </Stack>
    );
  }
  const article = query.data;
  if (!article) return <Skeleton height={240} radius="md" aria-busy="true" />;
  return (
    <Stack gap="md" component="article">
      {back}
      <PageTitle size="h2">{localized(article.title)}</PageTitle>
      <Text size="sm" c="dimmed">
        <time dateTime={article.createdAt.replace(' ', 'T')}>{formatDate(article.createdAt)}</time>
      </Text>
      <Paper withBorder radius="md" p="md">
        <Text className={classes.text}>{localized(article.body)}</Text>
      </Paper>
    </Stack>
  );
}
