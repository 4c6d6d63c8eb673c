import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PublicReview } from '@market/contract';
import { reviewToneOf } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/lib/format/format-date';
import { useLocalized } from '@/lib/i18n/use-localized';
import classes from './ReviewCard.module.css';
import { ThumbDownIcon, ThumbUpIcon } from './tone-icons';

export interface ReviewCardProps {
  /** A buyer's review as the public sees it, with the seller's answer when there is one. */
  review: PublicReview;
  /** Heading level of the reviewed post's title. Default 3 (under the list's h2). */
  headingOrder?: 3 | 4;
}

/**
 * One review: its tone in words and colour, the post it is about, who wrote it and when, the text,
 * and the seller's answer below it.
 */
export function ReviewCard({ review, headingOrder = 3 }: ReviewCardProps) {
  const { t } = useTranslation('stores');
  const localized = useLocalized();
  const formatDate = useFormatDate();
  const tone = reviewToneOf(review.like);
  const postTitle = localized(review.postTitle);

  return (
    <Paper component="article" withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Badge
            // Filled in a dark shade: white text reaches AA (a shade given to the light variant
            // paints the background in the text colour, and plain teal light is 4.3:1).
            color={tone === 'positive' ? 'teal.9' : 'red.9'}
            variant="filled"
            leftSection={tone === 'positive' ? <ThumbUpIcon /> : <ThumbDownIcon />}
            className={classes.badge}
          >
            {t(`reviews.tone.${tone}`)}
          </Badge>
          <Title order={headingOrder} size="h5" className={classes.wrap}>
            {postTitle}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`postType.${review.postType}`)} · {review.reviewerNickname} ·{' '}
          <time dateTime={review.createdAt.replace(' ', 'T')}>{formatDate(review.createdAt)}</time>
        </Text>
        <Text className={classes.text}>{review.review}</Text>
        {review.answer ? (
          <Box className={classes.answer}>
            <Text size="sm" fw={700}>
              {t('reviews.answer')}{' '}
              <Text span size="xs" fw={400} c="dimmed">
                <time dateTime={review.answer.createdAt.replace(' ', 'T')}>
                  {formatDate(review.answer.createdAt)}
                </time>
              </Text>
            </Text>
            <Text size="sm" className={classes.text}>
              {review.answer.content}
            </Text>
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}
