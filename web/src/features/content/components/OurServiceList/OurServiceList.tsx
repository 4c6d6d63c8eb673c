import { EmptyState, SimpleGrid, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../components/LoadError';
import { useOurServices } from '../../api';
import { OurServiceCard } from '../OurServiceCard';
import classes from './OurServiceList.module.css';

const cols = { base: 1, sm: 2, md: 3 };

/** The company's apps and services as a grid of cards, with loading, empty and error states. */
export function OurServiceList() {
  const { t } = useTranslation('content');
  const services = useOurServices();

  if (services.isPending) {
    return (
      <SimpleGrid cols={cols} aria-busy="true">
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} height={260} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (services.isError) return <LoadError onRetry={() => void services.refetch()} />;
  if (services.data.length === 0) return <EmptyState py="xl" title={t('ourServices.empty')} />;

  return (
    <SimpleGrid component="ul" cols={cols} className={classes.list}>
      {services.data.map((service) => (
        <li key={service.seq}>
          <OurServiceCard service={service} />
        </li>
      ))}
    </SimpleGrid>
  );
}
