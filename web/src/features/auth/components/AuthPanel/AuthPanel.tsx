import { Container, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import classes from './AuthPanel.module.css';

export interface AuthPanelProps {
  /** The page's one h1, also the document title. */
  title: string;
  /** A line under the title saying what the page is for; none by default. */
  intro?: ReactNode;
  /** `sm` (420 px, default) for short forms, `md` (560 px) for account creation. */
  width?: 'sm' | 'md';
  /** Under the card: links to the neighbouring pages (sign in, create an account); none by default. */
  footer?: ReactNode;
  children: ReactNode;
}

const widths = { sm: 420, md: 560 } as const;

/**
 * The frame of every account-entry page: a centred card with the page title, full width on a
 * phone (no border there, the screen is the card) and bordered from the small breakpoint.
 */
export function AuthPanel({ title, intro, width = 'sm', footer, children }: AuthPanelProps) {
  return (
    <Container size={widths[width]} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Paper className={classes.card} p={{ base: 'sm', sm: 'xl' }}>
          <Stack gap="lg">
            <Stack gap={6}>
              <PageTitle fz={{ base: 'h2', sm: 'h1' }}>{title}</PageTitle>
              {intro && <Text c="dimmed">{intro}</Text>}
            </Stack>
            {children}
          </Stack>
        </Paper>
        {footer}
      </Stack>
    </Container>
  );
}
