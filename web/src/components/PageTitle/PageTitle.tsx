import { Title, type TitleProps } from '@mantine/core';
import { usePageTitle } from '@/lib/browser/page-title';

export interface PageTitleProps extends Omit<TitleProps, 'children'> {
  /** Shown as the page's heading (h1 by default) and in the document title. */
  children: string;
}

/** The one h1 of a page; also sets `document.title`. */
export function PageTitle({ children, order = 1, ...props }: PageTitleProps) {
  usePageTitle(children);
  return (
    <Title order={order} {...props}>
      {children}
    </Title>
  );
}
