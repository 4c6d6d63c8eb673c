/**
 * Puts a screen's data in the story's query cache before the screen renders. A story's `meta` must be
 * plain JSON for Ladle's build (no `seed` function there), so stories wrap the screen in this.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSessionToken } from '../src/lib/session';

/** What the API would answer, as the ts-rest hooks keep it in the cache. */
export const storyAnswer = (response: unknown) => ({
  status: 200,
  body: { success: true, response, error: null, pagination: null },
  headers: new Headers(),
});

export function StorySeed({
  seed,
  children,
}: {
  seed: (client: QueryClient, token: string | null) => void;
  children: ReactNode;
}) {
  const client = useQueryClient();
  const token = useSessionToken();
  // Once, before the first render of the screen (an effect would come after its first fetch).
  useState(() => seed(client, token));
  return children;
}
