import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SellerComment } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useFormatDate } from '@/lib/format/format-date';
import { postPath } from '@/lib/addresses';
import { useLocalized } from '@/lib/i18n/use-localized';
import {
  useCreateReply,
  useDeleteReply,
  useEditReply,
} from '@/features/seller-business/api/use-seller-comments';
import classes from '../SellerReviewCard/SellerReviewCard.module.css';
import { SellerResponse } from '../SellerResponse/SellerResponse';

export interface SellerCommentCardProps {
  /** A comment under one of the seller's posts, with the seller's reply when there is one. */
  comment: SellerComment;
}

/**
 * One comment in the seller's console: the post it is under (title decoded), who wrote it and
 * the text; the seller replies, or changes or deletes the reply (SPEC §8's reply toasts).
 */
export function SellerCommentCard({ comment }: SellerCommentCardProps) {
  const { t } = useTranslation('sellerBusiness');
  const localized = useLocalized();
  const formatDate = useFormatDate();
  const create = useCreateReply();
  const edit = useEditReply();
  const remove = useDeleteReply();
  const params = { seq: comment.seq };

  const save = (content: string, saved: () => void) => {
    if (comment.reply) {
      edit.mutate({ params, body: { content } }, { onSuccess: saved });
    } else {
      create.mutate({ params, body: { content } }, { onSuccess: saved });
    }
  };
  const deleteReply = () => remove.mutate({ params });

  return (
    <Paper component="article" withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Title order={2} size="h5" className={classes.wrap}>
            <Anchor component={Link} href={postPath({ type: comment.type, seq: comment.typeSeq })}>
              {localized(comment.postTitle)}
            </Anchor>
          </Title>
          <Text size="xs" c="dimmed">
            {t(`postType.${comment.type}`)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {comment.author.nickname} ·{' '}
          <time dateTime={comment.createdAt.replace(' ', 'T')}>
            {formatDate(comment.createdAt)}
          </time>
        </Text>
        <Text className={classes.text}>{comment.content}</Text>
        <SellerResponse
          kind="comment"
          response={comment.reply}
          onSave={save}
          onDelete={deleteReply}
          saving={create.isPending || edit.isPending}
          deleting={remove.isPending}
        />
      </Stack>
    </Paper>
  );
}
