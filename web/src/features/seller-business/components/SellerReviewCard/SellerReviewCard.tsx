import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { OrderReview } from '@market/contract';
import { reviewToneOf } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/lib/format/format-date';
import { useLocalized } from '@/lib/i18n/use-localized';
import {
  useAnswerReview,
  useDeleteReviewAnswer,
  useEditReviewAnswer,
} from '@/features/seller-business/api/use-seller-reviews';
import { SellerResponse } from '../SellerResponse/SellerResponse';
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
  const answer = useAnswerReview();
  const edit = useEditReviewAnswer();
  const remove = useDeleteReviewAnswer();
  const tone = reviewToneOf(review.like);

  const save = (text: string, saved: () => void) => {
    const done = { onSuccess: saved };
    if (review.answer) {
      edit.mutate({ params: { seq: review.answer.seq }, body: { answer: text } }, done);
    } else {
      answer.mutate({ params: { seq: review.seq }, body: { answer: text } }, done);
    }
  };
  const deleteAnswer = () => {
    if (!review.answer) return;
    remove.mutate({ params: { seq: review.answer.seq } });
  };

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
        <SellerResponse
          kind="review"
          response={review.answer}
          onSave={save}
          onDelete={deleteAnswer}
          saving={answer.isPending || edit.isPending}
          deleting={remove.isPending}
        />
      </Stack>
    </Paper>
  );
}
