import { SimpleGrid, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/PagedList/PagedList';
import { useOurServices } from '@/features/content/api';
import { OurServiceCard } from '../OurServiceCard/OurServiceCard';

const cols = { base: 1, sm: 2, md: 3 };

/** The company's apps and services as a grid of cards, with loading, empty and error states. */
export function OurServiceList() {
  const { t } = useTranslation('content');
  const services = useOurServices();

  return (
    <PagedList
      query={services}
      skeleton={
        <SimpleGrid cols={cols} aria-busy="true">
          {[0, 1, 2].map((card) => (
            <Skeleton key={card} height={260} radius="md" />
          ))}
        </SimpleGrid>
      }
      emptyTitle={() => t('ourServices.empty')}
      renderList={(items, listProps) => (
        <SimpleGrid component="ul" cols={cols} {...listProps}>
          {items.map((service) => (
            <li key={service.seq}>
              <OurServiceCard service={service} />
            </li>
          ))}
        </SimpleGrid>
      )}
    />
  );
}
