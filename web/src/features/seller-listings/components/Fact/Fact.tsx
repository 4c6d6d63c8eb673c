import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Fact.module.css';

export interface FactProps {
  label: string;
  children: ReactNode;
}

/** One term and its value inside a `dl` (a post's or a sale's facts). */
export function Fact({ label, children }: FactProps) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} className={classes.value}>
        {children}
      </Text>
    </div>
  );
}
