import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation of the mock world (clock, faults, transfers, reset): once done, every query refetches,
 * the app's and the drawer's, so the screens show the changed world.
 */
export function useWorldChange<V, R>(change: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries(),
  });
}
