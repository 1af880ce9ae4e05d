import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Page } from '../api/types';
import { ListPagination } from './ListPagination';
import { LoadError } from './LoadError';
import { translateError } from '../i18n';

/** Three card outlines while a staff list loads; `label` is read out ("Loading payments"). */
export function CardListSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={2} aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((index) => (
        <Card key={index} variant="outlined">
          <CardContent>
            <Skeleton width="40%" height={28} />
            <Skeleton width="25%" />
            <Skeleton variant="rounded" height={72} sx={{ mt: 1 }} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** The part of an RTK Query list result the list reads. */
export interface PagedQuery<T> {
  data?: Page<T>;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface PagedListProps<T> {
  /** The list's query result, as useGet...Query returns it. */
  query: PagedQuery<T>;
  /** What could not be loaded (for the error), what is read out while loading, and the page buttons' name. */
  texts: { loadWhat: string; loading: string; pages: string };
  /** Shown instead of the card outlines while the list first loads (a grid of its own). */
  skeleton?: ReactNode;
  /** Shown when there is nothing to list (the caller knows whether a search or filter is on). */
  empty: ReactNode;
  /** A line above the items, announced when it changes, given the total ("12 payments found"). */
  summary?: (total: number) => string;
  page: number;
  onPageChange: (page: number) => void;
  /** The page's items (cards). */
  children: (items: T[]) => ReactNode;
}

/**
 * A staff tab's paged list: card outlines while it first loads (and while a failed load is
 * retried), the error with Retry, the empty state, or the items and the page buttons under them,
 * marked busy while a new page or filter loads.
 */
export function PagedList<T>({ query, texts, skeleton, empty, summary, page, onPageChange, children }: PagedListProps<T>) {
  const { data, error, isLoading, isFetching, refetch } = query;
  if (isLoading || (error && isFetching)) return skeleton ?? <CardListSkeleton label={texts.loading} />;
  if (error || !data) return <LoadError what={texts.loadWhat} message={translateError(error)} onRetry={() => void refetch()} />;
  if (data.total === 0) return empty;
  return (
    <Stack spacing={2} aria-busy={isFetching}>
      {summary && (
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {summary(data.total)}
        </Typography>
      )}
      {children(data.items)}
      <ListPagination page={page} pageCount={Math.ceil(data.total / data.limit)} onChange={onPageChange} label={texts.pages} />
    </Stack>
  );
}
