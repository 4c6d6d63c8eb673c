/**
 * A part of a screen that its first paint does not need (a form, a dialog's contents, a table) in a
 * chunk of its own, fetched when the part first renders: every page's first load stays within the
 * build's budget (vite-plugins/first-load-budget.ts, decision 028). A skeleton of the part's height
 * holds its place meanwhile, so nothing moves when it arrives.
 *
 *   const PostForm = lazyPart(() => import('./PostForm').then((m) => m.PostForm), { height: 640 });
 */
import { Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';

export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { height }: { height: number },
): ComponentType<P> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  function LazyPart(props: P) {
    return (
      <Suspense fallback={<Skeleton height={height} radius="sm" />}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}
