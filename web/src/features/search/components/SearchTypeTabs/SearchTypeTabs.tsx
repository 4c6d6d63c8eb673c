import { Badge, Tabs } from '@mantine/core';
import type { SearchCounts } from '@market/contract';
import { isOneOf, type SearchType, searchTypes } from '@market/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SearchTypeTabsProps {
  value: SearchType;
  onChange: (type: SearchType) => void;
  /** Matches of each type; undefined while they load (no numbers shown). */
  counts: SearchCounts | undefined;
  /** The results of the chosen type, shown in its tab panel. */
  children: ReactNode;
}

const countOf = (counts: SearchCounts, type: SearchType): number =>
  ({
    subscription: counts.subscriptionCount,
    ecoupon: counts.couponCount,
    'digital-code': counts.codeCount,
    seller: counts.sellerCount,
  })[type];

/** Subscription, e-coupon, digital-code and seller results as tabs, each with its count. */
export function SearchTypeTabs({ value, onChange, counts, children }: SearchTypeTabsProps) {
  const { t } = useTranslation('search');
  return (
    <Tabs
      value={value}
      onChange={(next) => {
        if (isOneOf(searchTypes, next)) onChange(next);
      }}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('type.label')}>
        {searchTypes.map((type) => (
          <Tabs.Tab
            key={type}
            value={type}
            rightSection={
              counts ? (
                <Badge size="sm" variant={type === value ? 'filled' : 'default'}>
                  {countOf(counts, type)}
                </Badge>
              ) : undefined
            }
          >
            {t(`type.${type}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {searchTypes.map((type) => (
        <Tabs.Panel key={type} value={type} pt="lg">
          {type === value ? children : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
