import Pagination from '@mui/material/Pagination';

export interface ListPaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Read out by screen readers, e.g. "Customer pages". */
  label: string;
}

/** Page buttons under a list; nothing when everything fits on one page. */
export function ListPagination({ page, pageCount, onChange, label }: ListPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <Pagination
      count={pageCount}
      page={Math.min(page, pageCount)}
      onChange={(_event, next) => onChange(next)}
      color="primary"
      sx={{ alignSelf: 'center' }}
      aria-label={label}
    />
  );
}
