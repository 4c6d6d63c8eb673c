import { Anchor, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SellerComment } from '@market/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useFormatDate } from '../../../../lib/format-date';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { postPath } from '../../../../lib/paths';
import { useLocalized } from '../../../../lib/use-localized';
import { useCreateReply, useDeleteReply, useEditReply } from '../../api/use-seller-comments';
import classes from '../SellerReviewCard/SellerReviewCard.module.css';
import { TextResponseForm } from '../TextResponseForm';

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
  const [editing, setEditing] = useState(false);
  const create = useCreateReply();
  const edit = useEditReply();
  const remove = useDeleteReply();
  const params = { seq: comment.seq };

  const save = (content: string) => {
    if (comment.reply) {
      edit.mutate(
        { params, body: { content } },
        { onSuccess: () => setEditing(false), onError: () => notifyError('editReply') },
      );
    } else {
      create.mutate(
        { params, body: { content } },
        { onSuccess: () => setEditing(false), onError: () => notifyError('createReply') },
      );
    }
  };
  const deleteReply = () =>
    remove.mutate(
      { params },
      { onSuccess: () => notifySuccess('saved'), onError: () => notifyError('deleteReply') },
    );

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
        {editing ? (
          <TextResponseForm
            label={t('comments.replyLabel')}
            initialText={comment.reply?.content ?? ''}
            submitLabel={t('comments.saveReply')}
            onSubmit={save}
            onCancel={() => setEditing(false)}
            pending={create.isPending || edit.isPending}
          />
        ) : comment.reply ? (
          <Box className={classes.answer}>
            <Text size="sm" fw={700}>
              {t('comments.reply')}{' '}
              <Text span size="xs" fw={400} c="dimmed">
                {formatDate(comment.reply.updatedAt ?? comment.reply.createdAt)}
              </Text>
            </Text>
            <Text size="sm" className={classes.text}>
              {comment.reply.content}
            </Text>
            <Group gap="xs" mt="xs">
              <Button size="xs" variant="light" onClick={() => setEditing(true)}>
                {t('comments.editReply')}
              </Button>
              <Button
                size="xs"
                variant="outline"
                color="red.9"
                loading={remove.isPending}
                onClick={deleteReply}
              >
                {t('comments.deleteReply')}
              </Button>
            </Group>
          </Box>
        ) : (
          <Group>
            <Button size="sm" onClick={() => setEditing(true)}>
              {t('comments.writeReply')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
