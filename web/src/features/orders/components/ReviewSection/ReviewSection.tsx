import {
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { WriteReviewBody, type OrderReview } from '@market/contract';
import { reviewToneOf } from '@market/domain';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LoadError } from '@/components/LoadError/LoadError';
import { useFormatDate } from '@/lib/format/format-date';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useReview, useWriteReview } from '@/features/orders/api';

/** The review form: a tone (positive by default) and the text, with the contract's rules. */
const ReviewForm = WriteReviewBody.omit({ like: true }).extend({
  tone: z.enum(['positive', 'negative']),
});

export interface ReviewSectionProps {
  /** The purchased item (`OrderItem.seq`). */
  productId: number;
  /** Whether the member already reviewed it. */
  reviewed: boolean;
  /** Whether it may be reviewed now (paid and not refunded or cancelled). */
  canReview: boolean;
}

/** The member's review with its tone, text and the seller's answer (or that none came yet). */
export function ReviewView({ review }: { review: OrderReview }) {
  const { t } = useTranslation('orders');
  const formatDate = useFormatDate();
  const tone = reviewToneOf(review.like);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group gap="xs">
          <Badge color={tone === 'positive' ? 'teal.9' : 'red.9'} variant="filled">
            {t(`review.tone.${tone}`)}
          </Badge>
          <Text size="sm" c="dimmed">
            <time dateTime={review.createdAt.replace(' ', 'T')}>
              {formatDate(review.createdAt)}
            </time>
          </Text>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{review.review}</Text>
        <Box pl="md" style={{ borderLeft: '3px solid var(--mantine-color-gray-4)' }}>
          {review.answer ? (
            <>
              <Text size="sm" fw={700}>
                {t('review.answer')}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {review.answer.content}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('review.noAnswer')}
            </Text>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}

function WriteReviewForm({ productId }: { productId: number }) {
  const { t } = useTranslation('orders');
  const write = useWriteReview();
  const form = useZodForm(ReviewForm, { defaultValues: { tone: 'positive', review: '' } });

  const onSubmit = form.handleSubmit(({ tone, review }) =>
    write.mutate({ params: { productId }, body: { like: tone === 'positive', review } }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="tone"
          render={({ field }) => (
            <Radio.Group
              label={t('review.toneLabel')}
              value={field.value}
              onChange={(value) => field.onChange(value)}
            >
              <Group mt="xs">
                <Radio value="positive" label={t('review.tone.positive')} />
                <Radio value="negative" label={t('review.tone.negative')} />
              </Group>
            </Radio.Group>
          )}
        />
        <Textarea
          label={t('review.textLabel')}
          rows={3}
          error={form.errorOf('review')}
          {...form.register('review')}
        />
        <Group>
          <Button type="submit" loading={write.isPending}>
            {t('review.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A purchase's review: the member's review with the seller's answer once written, otherwise the
 * form to write a positive or negative one (when the purchase may be reviewed).
 */
export function ReviewSection({ productId, reviewed, canReview }: ReviewSectionProps) {
  const { t } = useTranslation('orders');
  const review = useReview(productId, reviewed);

  return (
    <Stack component="section" gap="sm" aria-labelledby={`review-heading-${productId}`}>
      <Title order={2} size="h4" id={`review-heading-${productId}`}>
        {t('review.heading')}
      </Title>
      {reviewed ? (
        review.isError ? (
          <LoadError onRetry={() => void review.refetch()} />
        ) : review.data ? (
          <ReviewView review={review.data} />
        ) : (
          <Skeleton height={100} radius="md" />
        )
      ) : canReview ? (
        <WriteReviewForm productId={productId} />
      ) : (
        <Text c="dimmed">{t('review.notAllowed')}</Text>
      )}
    </Stack>
  );
}
