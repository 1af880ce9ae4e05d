import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PeopleIcon from '@mui/icons-material/People';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { SectionToolbar } from '../../../components/SectionToolbar';
import { errorMessage } from '../../../lib/httpError';
import { useGetStaffCustomersQuery } from '../api/staffCustomersApi';
import type { StaffCustomer } from '../api/types';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { useExportCustomers } from '../hooks/useExportCustomers';
import { useOpenDocument } from '../hooks/useOpenDocument';
import { CustomerCard } from './CustomerCard';
import { customerGridItem } from './customerGrid';
import { CustomerInfoDialog } from './CustomerInfoDialog';
import { CustomerListSkeleton } from './CustomerListSkeleton';
import { ReuploadDialog } from './ReuploadDialog';
import { ListPagination } from '../../../components/ListPagination';

export const CUSTOMERS_PAGE_SIZE = 20;
/** Typing pauses this long before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The staff Customers tab: server-side search, Excel export and a card per customer. */
export function CustomersPanel({ title }: { title: string }) {
  const { t } = useTranslation('staffCustomers');
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const { data, error, isLoading, isFetching, refetch } = useGetStaffCustomersQuery({
    search,
    page,
    limit: CUSTOMERS_PAGE_SIZE,
  });
  const { exportCustomers, exporting } = useExportCustomers();
  const { openDocument, opening } = useOpenDocument();
  const [openingFor, setOpeningFor] = useState<number | null>(null);
  const [infoFor, setInfoFor] = useState<StaffCustomer | null>(null);
  const [reuploadFor, setReuploadFor] = useState<StaffCustomer | null>(null);

  const searching = searchText.trim() !== search || isFetching;

  const onSearchChange = (value: string) => {
    setSearchText(value);
    setPage(1);
  };

  let list;
  if (isLoading || (error && isFetching)) list = <CustomerListSkeleton />;
  else if (error || !data) list = <LoadError what={t('loadWhat')} message={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (data.total === 0 && search) {
    list = (
      <EmptyState
        icon={<SearchIcon color="action" sx={{ fontSize: 48 }} />}
        title={t('noMatch.title', { search })}
        description={t('noMatch.description')}
        action={
          <Button variant="outlined" onClick={() => onSearchChange('')}>
            {t('noMatch.clear')}
          </Button>
        }
      />
    );
  } else if (data.total === 0) {
    list = (
      <EmptyState
        icon={<PeopleIcon color="action" sx={{ fontSize: 48 }} />}
        title={t('empty.title')}
        description={t('empty.description')}
      />
    );
  } else {
    const pageCount = Math.ceil(data.total / data.limit);
    list = (
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {t(search ? 'found' : 'count', { count: data.total })}
        </Typography>
        <Grid container spacing={2} aria-busy={isFetching}>
          {data.items.map((customer) => (
            <Grid key={customer.id} size={customerGridItem}>
              <CustomerCard
                customer={customer}
                opening={openingFor === customer.id ? opening : null}
                onViewDocument={(key) => {
                  setOpeningFor(customer.id);
                  void openDocument(customer, key);
                }}
                onViewInfo={() => setInfoFor(customer)}
                onReupload={() => setReuploadFor(customer)}
              />
            </Grid>
          ))}
        </Grid>
        <ListPagination page={page} pageCount={pageCount} onChange={setPage} label={t('pages')} />
      </Stack>
    );
  }

  return (
    <>
      <SectionToolbar
        title={title}
        actions={
          <Button
            variant="contained"
            color="success"
            onClick={() => void exportCustomers()}
            disabled={exporting}
            startIcon={exporting ? <CircularProgress size={16} color="inherit" /> : <FileDownloadIcon />}
          >
            {exporting ? t('exporting') : t('exportExcel')}
          </Button>
        }
      />
      <Box sx={{ mb: 2 }}>
        <TextField
          type="search"
          fullWidth
          value={searchText}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder={t('searchPlaceholder')}
          slotProps={{
            htmlInput: { 'aria-label': t('searchLabel'), maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
              endAdornment: searching ? (
                <InputAdornment position="end">
                  <CircularProgress size={18} aria-label={t('searching')} />
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
      </Box>
      {list}
      <CustomerInfoDialog customer={infoFor} onClose={() => setInfoFor(null)} />
      <ReuploadDialog customer={reuploadFor} onClose={() => setReuploadFor(null)} />
    </>
  );
}
