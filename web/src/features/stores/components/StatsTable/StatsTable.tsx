import { Table } from '@mantine/core';
import type { SellerStats } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/lib/i18n/i18n';
import { rowsOf, type StatsRow } from '@/features/stores/utils/stats-rows';
import classes from './StatsTable.module.css';

export interface StatsTableProps {
  /** The seller's counts (GET /api/common/seller/{seq}/stats). */
  stats: SellerStats;
}

/**
 * Sales and refunds of a seller by post type, with the share of sales refunded and a total row.
 * A real table (caption, column and row headers) of three columns, so it fits a 360 px phone
 * without scrolling sideways; the refund rate goes beside the refund count.
 */
export function StatsTable({ stats }: StatsTableProps) {
  const { t, i18n } = useTranslation('stores');
  const locale = currentLocale(i18n.language);
  const count = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const rate = (row: StatsRow) =>
    row.sales > 0 ? percent.format(row.refunds / row.sales) : t('stats.noRate');

  const rows = rowsOf(stats);
  const total: StatsRow = {
    type: 'total',
    sales: rows.reduce((sum, row) => sum + row.sales, 0),
    refunds: rows.reduce((sum, row) => sum + row.refunds, 0),
  };

  const cells = (row: StatsRow) => (
    <>
      <Table.Th scope="row">{t(`stats.type.${row.type}`)}</Table.Th>
      <Table.Td className={classes.number}>{count.format(row.sales)}</Table.Td>
      <Table.Td className={classes.number}>
        {t('stats.refundsWithRate', { refunds: count.format(row.refunds), rate: rate(row) })}
      </Table.Td>
    </>
  );

  return (
    <Table.ScrollContainer minWidth={280} maw={560}>
      <Table
        striped
        withTableBorder
        captionSide="top"
        verticalSpacing="sm"
        horizontalSpacing="xs"
        className={classes.table}
      >
        <Table.Caption>{t('stats.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('stats.column.type')}</Table.Th>
            <Table.Th scope="col" className={classes.numberHeading}>
              {t('stats.column.sales')}
            </Table.Th>
            <Table.Th scope="col" className={classes.numberHeading}>
              {t('stats.column.refunds')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.type}>{cells(row)}</Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr className={classes.total}>{cells(total)}</Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
