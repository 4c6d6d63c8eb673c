import { Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { OrderReview } from '@market/contract';
import { reviewToneOf } from '@market/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../../lib/format-date';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useLocalized } from '../../../../lib/use-localized';
import {
  useAnswerReview,
  useDeleteReviewAnswer,
  useEditReviewAnswer,
} from '../../api/use-seller-reviews';
import { TextResponseForm } from '../TextResponseForm';
import classes from './SellerReviewCard.module.css';

export interface SellerReviewCardProps {
  /** A review of one of the seller's posts, with the seller's answer when there is one. */
  review: OrderReview;
}

/**
 * One review in the seller's console: its tone, the post, the buyer and the text; the seller
 * answers it, or changes or deletes the answer. The buyer sees the answer as soon as it is saved.
 */
export function SellerReviewCard({ review }: SellerReviewCardProps) {
  const { t } = useTranslation('sellerBusiness');
  const localized = useLocalized();
  const formatDate = useFormatDate();
  const [editing, setEditing] = useState(false);
  const answer = useAnswerReview();
  const edit = useEditReviewAnswer();
  const remove = useDeleteReviewAnswer();
  const tone = reviewToneOf(review.like);

  const save = (text: string) => {
    const done = { onSuccess: () => setEditing(false), onError: () => notifyError('generic') };
    if (review.answer) {
      edit.mutate({ params: { seq: review.answer.seq }, body: { answer: text } }, done);
    } else {
      answer.mutate({ params: { seq: review.seq }, body: { answer: text } }, done);
    }
  };
  const deleteAnswer = (answerSeq: number) =>
    remove.mutate(
      { params: { seq: answerSeq } },
      { onSuccess: () => notifySuccess('saved'), onError: () => notifyError('generic') },
    );

  return (
    <Paper component="article" withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Badge
            color={tone === 'positive' ? 'teal.9' : 'red.9'}
            variant="filled"
            className={classes.badge}
          >
            {t(`reviews.tone.${tone}`)}
          </Badge>
          <Title order={2} size="h5" className={classes.wrap}>
            {localized(review.postTitle)}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {review.author.nickname} ·{' '}
          <time dateTime={review.createdAt.replace(' ', 'T')}>{formatDate(review.createdAt)}</time>
        </Text>
        <Text className={classes.text}>{review.review}</Text>
        {editing ? (
          <TextResponseForm
            label={t('reviews.answerLabel')}
            initialText={review.answer?.content ?? ''}
            submitLabel={t('reviews.saveAnswer')}
            onSubmit={save}
            onCancel={() => setEditing(false)}
            pending={answer.isPending || edit.isPending}
          />
        ) : review.answer ? (
          <Box className={classes.answer}>
            <Text size="sm" fw={700}>
              {t('reviews.answer')}{' '}
              <Text span size="xs" fw={400} c="dimmed">
                {formatDate(review.answer.updatedAt ?? review.answer.createdAt)}
              </Text>
            </Text>
            <Text size="sm" className={classes.text}>
              {review.answer.content}
            </Text>
            <Group gap="xs" mt="xs">
              <Button size="xs" variant="light" onClick={() => setEditing(true)}>
                {t('reviews.editAnswer')}
              </Button>
              <Button
                size="xs"
                variant="outline"
                color="red.9"
                loading={remove.isPending}
                onClick={() => review.answer && deleteAnswer(review.answer.seq)}
              >
                {t('reviews.deleteAnswer')}
              </Button>
            </Group>
          </Box>
        ) : (
          <Group>
            <Button size="sm" onClick={() => setEditing(true)}>
              {t('reviews.writeAnswer')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
