/**
 * The one way the app reads from the API (web/README.md, "How we do queries"; decision 046):
 * `useApiQuery(read, { queryKey, queryData, ... })`, the TanStack options less `queryFn`. A read is
 * - a GET route of `tsr` (`tsr.content.listFaqs`: its `query` is called),
 * - a read the contract sends as POST (`tsr.chat.openRoom`: its `mutate` is called),
 * - or a function of the same arguments: a route picked from a table by post type, one answer of
 *   several calls.
 * The request is `queryData` plus the query's abort signal; the key comes from the feature's key
 * factory, so `app/stale-after-change.ts` finds it by its area's prefix. A failure is always an
 * `ApiError` (lib/api-client.ts), and the answer of a route is typed as its success.
 *
 * `local/query-style` (scripts/eslint/query-style.js) refuses TanStack's and ts-rest's query hooks
 * anywhere else in web/src, and any comment that would switch it off.
 */
import {
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
  type QueryClient,
  type QueryFunctionContext,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { ApiError } from './api/api-error';

type Call<Args, Answer> = (args: Args) => Promise<Answer>;

/** What `useApiQuery` calls: a `tsr` GET route, a `tsr` route read although sent as POST, a function. */
export type ApiRead<Args, Answer> =
  | Call<Args, Answer>
  | { query: Call<Args, Answer> }
  | { mutate: Call<Args, Answer> };

/** A route's answer as the cache holds it: its success (the fetcher throws every failure). */
export type Answered<Answer> = Answer extends { status: number; body: unknown }
  ? Extract<Answer, { status: 200 | 201 }>
  : Answer;

/** The request of a read, without the fetch options the query adds (its abort signal). */
type RequestOf<Args> = Omit<NonNullable<Args>, 'fetchOptions'>;

/** `queryData` is required when the read takes a request with required parts. */
type WithQueryData<Data> =
  Record<never, never> extends Data ? { queryData?: Data } : { queryData: Data };

/** A read's key and request, as a feature defines them once for its hook and its prefetch. */
export type ApiCall<Args> = { queryKey: QueryKey } & WithQueryData<RequestOf<Args>>;

export type ApiQueryOptions<Args, Answer, Data> = ApiCall<Args> &
  Omit<UseQueryOptions<Answered<Answer>, ApiError, Data>, 'queryKey' | 'queryFn'>;

type CallOf<Read> = Read extends (args: infer Args) => Promise<infer Answer>
  ? Call<Args, Answer>
  : Read extends { query: infer C }
    ? C
    : Read extends { mutate: infer C }
      ? C
      : never;
type ArgsOf<Read> = CallOf<Read> extends Call<infer Args, unknown> ? Args : never;
type AnswerOf<Read> = CallOf<Read> extends Call<never, infer Answer> ? Answer : never;

type ReadTable<Table> = Record<
  keyof Table,
  ApiRead<ArgsOf<Table[keyof Table]>, AnswerOf<Table[keyof Table]>>
>;

/**
 * A table of reads picked by a case (a post type): the three list routes of the catalogue, say.
 * Each entry is typed as any of them (they take the same request), so `useApiQuery(table[type],
 * ...)` answers the union of their answers under one query observer.
 */
export function readTable<Table extends Record<string, ApiRead<never, unknown>>>(
  table: Table,
): ReadTable<Table> {
  // Only the type widens: each entry is still the read it was.
  return table as unknown as ReadTable<Table>;
}

function callOf<Args, Answer>(read: ApiRead<Args, Answer>): Call<Args, Answer> {
  if (typeof read === 'function') return read;
  return 'query' in read ? read.query : read.mutate;
}

/** The query function of a read: its request with the query's abort signal. */
function queryFnOf<Args, Answer>(read: ApiRead<Args, Answer>, queryData: object | undefined) {
  const call = callOf(read);
  return ({ signal }: QueryFunctionContext) =>
    call({ ...queryData, fetchOptions: { signal } } as Args) as Promise<Answered<Answer>>;
}

/** Reads from the API under a key of the feature's key factory (see the module's comment). */
export function useApiQuery<Args, Answer, Data = Answered<Answer>>(
  read: ApiRead<Args, Answer>,
  { queryData, ...options }: ApiQueryOptions<Args, Answer, Data>,
) {
  return useQuery<Answered<Answer>, ApiError, Data>({
    ...options,
    queryFn: queryFnOf(read, queryData),
  });
}

export type ApiInfiniteQueryOptions<Args, Answer, Data, PageParam> = {
  queryKey: QueryKey;
  /** The request of one page. */
  queryData: (pageParam: PageParam) => RequestOf<Args>;
} & Omit<
  UseInfiniteQueryOptions<Answered<Answer>, ApiError, Data, QueryKey, PageParam>,
  'queryKey' | 'queryFn'
>;

/** A read one page at a time (`fetchNextPage`), each page's request from its page parameter. */
export function useApiInfiniteQuery<
  Args,
  Answer,
  PageParam,
  Data = InfiniteData<Answered<Answer>, PageParam>,
>(
  read: ApiRead<Args, Answer>,
  { queryData, ...options }: ApiInfiniteQueryOptions<Args, Answer, Data, PageParam>,
) {
  const call = callOf(read);
  return useInfiniteQuery<Answered<Answer>, ApiError, Data, QueryKey, PageParam>({
    ...options,
    queryFn: ({ signal, pageParam }) =>
      // The context's page parameter is the one `initialPageParam` and `getNextPageParam` give.
      call({ ...queryData(pageParam as PageParam), fetchOptions: { signal } } as Args) as Promise<
        Answered<Answer>
      >,
  });
}

/**
 * Starts a read as `useApiQuery(read, call)` makes it (same key, same cached answer), for the route
 * table's start-up prefetch: the page's hook then finds the answer, or the call in flight, instead
 * of starting it after the first render. Resolves when the call has settled (never rejects: a
 * failure waits in the cache for the hook).
 */
export function prefetchApiQuery<Args, Answer>(
  queryClient: QueryClient,
  read: ApiRead<Args, Answer>,
  { queryKey, queryData }: ApiCall<Args>,
): Promise<void> {
  return queryClient.prefetchQuery({ queryKey, queryFn: queryFnOf(read, queryData) });
}
