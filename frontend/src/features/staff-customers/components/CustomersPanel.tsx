import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PeopleIcon from '@mui/icons-material/People';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { SearchField } from '../../../components/form/SearchField';
import { PagedList } from '../../../components/PagedList';
import { SectionToolbar } from '../../../components/SectionToolbar';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useGetStaffCustomersQuery } from '../api/staffCustomersApi';
import type { StaffCustomer } from '../api/types';
import { useExportCustomers } from '../hooks/useExportCustomers';
import { useOpenDocument } from '../hooks/useOpenDocument';
import { CustomerCard } from './CustomerCard';
import { customerGridItem } from './customerGrid';
import { CustomerInfoDialog } from './CustomerInfoDialog';
import { CustomerListSkeleton } from './CustomerListSkeleton';
import { DeletionRequests } from './DeletionRequests';
import { ReuploadDialog } from './ReuploadDialog';

export const CUSTOMERS_PAGE_SIZE = 20;
/** Typing pauses this long before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The staff Customers tab: server-side search, Excel export and a card per customer. */
export function CustomersPanel({ title }: { title: string }) {
  const { t } = useTranslation('staffCustomers');
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const query = useGetStaffCustomersQuery({
    search,
    page,
    limit: CUSTOMERS_PAGE_SIZE,
  });
  const { isFetching } = query;
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

  const list = (
    <PagedList
      query={query}
      texts={{ loadWhat: t('loadWhat'), loading: t('loading'), pages: t('pages') }}
      skeleton={<CustomerListSkeleton />}
      empty={
        search ? (
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
        ) : (
          <EmptyState
            icon={<PeopleIcon color="action" sx={{ fontSize: 48 }} />}
            title={t('empty.title')}
            description={t('empty.description')}
          />
        )
      }
      summary={(total) => t(search ? 'found' : 'count', { count: total })}
      page={page}
      onPageChange={setPage}
    >
      {(customers) => (
        <Grid container spacing={2}>
          {customers.map((customer) => (
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
      )}
    </PagedList>
  );

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
      <DeletionRequests />
      <Box sx={{ mb: 2 }}>
        <SearchField
          value={searchText}
          onChange={onSearchChange}
          placeholder={t('searchPlaceholder')}
          label={t('searchLabel')}
          searching={searching}
          searchingLabel={t('searching')}
          maxLength={100}
        />
      </Box>
      {list}
      <CustomerInfoDialog customer={infoFor} onClose={() => setInfoFor(null)} />
      <ReuploadDialog customer={reuploadFor} onClose={() => setReuploadFor(null)} />
    </>
  );
}
