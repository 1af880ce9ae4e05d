import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { PagedList } from '../../../components/PagedList';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import { useGetStatementLinesQuery } from '../api/staffPaymentsApi';
import { STATEMENT_LINE_FILTERS, type StatementLine, type StatementLineFilter } from '../api/types';
import type { StatementDecision } from '../hooks/useStatementActions';
import { StatementLineCard } from './StatementLineCard';

export const STATEMENT_LINES_PAGE_SIZE = 10;

export interface StatementLinesProps {
  deciding: StatementDecision;
  onConfirm: (line: StatementLine) => void;
  onIgnore: (line: StatementLine) => void;
}

/** The imported lines, transfers to confirm first; filtered by status, ten to a page. */
export function StatementLines({ deciding, onConfirm, onIgnore }: StatementLinesProps) {
  const { t } = useTranslation('staffPayments', { keyPrefix: 'statement.lines' });
  const [status, setStatus] = useState<StatementLineFilter>('proposed');
  const [page, setPage] = useState(1);
  const query = useGetStatementLinesQuery({ status, page, limit: STATEMENT_LINES_PAGE_SIZE });

  return (
    <Box component="section" aria-labelledby="statement-lines-heading" sx={{ display: 'grid', gap: 1.5 }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 200px' },
          alignItems: 'end',
          gap: 1.5,
        }}
      >
        <Typography id="statement-lines-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('heading')}
        </Typography>
        <NativeSelectField
          label={t('filter')}
          value={status}
          onChange={(value) => {
            const next = STATEMENT_LINE_FILTERS.find((option) => option === value);
            if (next) {
              setStatus(next);
              setPage(1);
            }
          }}
        >
          {STATEMENT_LINE_FILTERS.map((option) => (
            <option key={option} value={option}>
              {t(`filters.${option}`)}
            </option>
          ))}
        </NativeSelectField>
      </Box>
      <PagedList
        query={query}
        texts={{ loadWhat: t('loadWhat'), loading: t('loading'), pages: t('pages') }}
        empty={
          <EmptyState
            icon={<ReceiptLongIcon color="action" sx={{ fontSize: 40 }} />}
            title={t(`empty.${status}`)}
            description={t('emptyDescription')}
          />
        }
        summary={(total) => t('count', { count: total })}
        page={page}
        onPageChange={setPage}
      >
        {(lines) =>
          lines.map((line) => (
            <StatementLineCard
              key={line.id}
              line={line}
              deciding={deciding}
              onConfirm={() => onConfirm(line)}
              onIgnore={() => onIgnore(line)}
            />
          ))
        }
      </PagedList>
    </Box>
  );
}
