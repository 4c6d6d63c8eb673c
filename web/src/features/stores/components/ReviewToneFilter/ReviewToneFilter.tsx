import { SegmentedControl } from '@mantine/core';
import { isOneOf, type ReviewTone, reviewTones } from '@market/domain';
import { useTranslation } from 'react-i18next';

export interface ReviewToneFilterProps {
  /** The tone shown. */
  tone: ReviewTone;
  onChange: (tone: ReviewTone) => void;
  /** Review counts of the seller, shown beside each choice when given. Default: no counts. */
  counts?: { positive: number; negative: number };
}

/** All, positive or negative reviews: a labelled radio group, operable with the arrow keys. */
export function ReviewToneFilter({ tone, onChange, counts }: ReviewToneFilterProps) {
  const { t } = useTranslation('stores');
  const countOf = (value: ReviewTone): number | undefined => {
    if (!counts) return undefined;
    return value === 'all' ? counts.positive + counts.negative : counts[value];
  };
  const data = reviewTones.map((value) => {
    const count = countOf(value);
    const label = t(`reviews.filter.${value}`);
    return {
      value,
      label: count === undefined ? label : t('reviews.filter.withCount', { label, count }),
    };
  });

  return (
    <SegmentedControl
      aria-label={t('reviews.filter.label')}
      data={data}
      value={tone}
      onChange={(value) => onChange(isOneOf(reviewTones, value) ? value : 'all')}
      fullWidth
      maw={480}
    />
  );
}
