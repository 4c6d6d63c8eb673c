/**
 * The one thing the story runner needs of a Ladle provider (web/.ladle/components.tsx does it for
 * the real stories): once a story has mounted, the page's root says which one.
 */
import type { GlobalProvider } from '@ladle/react';
import { useEffect } from 'react';

export const Provider: GlobalProvider = ({ children, globalState }) => {
  useEffect(() => {
    document.documentElement.dataset.storyMounted = globalState.story;
  }, [globalState.story]);
  return children;
};
