import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import BadgeIcon from '@mui/icons-material/Badge';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import EmailIcon from '@mui/icons-material/Email';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PhoneIcon from '@mui/icons-material/Phone';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/i18n';
import { todayInKualaLumpur } from '../../../lib/calendarDate';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { formatDate } from '../../../lib/format';
import { storedFileName, VIEW_ORDER } from '../api/documents';
import { useGetCustomerFilesQuery } from '../api/staffCustomersApi';
import type { DocumentKey, StaffCustomer } from '../api/types';
import { CustomerStatusSwitch } from './CustomerStatusSwitch';
import { FileStatusStrip } from './FileStatusStrip';
import { initials } from './initials';
import { TierChip, useTierName } from '../../../components/TierChip';

export interface CustomerCardProps {
  customer: StaffCustomer;
  /** The document being fetched for this card, to show progress on its button. */
  opening: DocumentKey | null;
  onViewDocument: (key: DocumentKey) => void;
  onViewInfo: () => void;
  onReupload: () => void;
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2" component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere', color: 'text.primary' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The day an account was made, in Kuala Lumpur (the timestamp is UTC). */
function joinedOn(createdAt: string): string {
  const time = new Date(createdAt);
  return Number.isNaN(time.getTime()) ? createdAt.slice(0, 10) : todayInKualaLumpur(time);
}

/** "Silver · 820 points" on a tier chip (only the points when the server gave no tier). */
function LoyaltyChip({ customer }: { customer: StaffCustomer }) {
  const { t } = useTranslation('staffCustomers');
  const tierText = useTierName();
  const count = customer.loyaltyPoints;
  const points = new Intl.NumberFormat(currentLocale()).format(count);
  if (!customer.tierName) return <Chip size="small" variant="outlined" label={t('card.points', { count, points })} />;
  return <TierChip tierName={customer.tierName} label={t('card.loyalty', { count, points, tier: tierText(customer.tierName) })} />;
}

/** One customer: who, how to reach them, their status toggle and their documents. */
export function CustomerCard({ customer, opening, onViewDocument, onViewInfo, onReupload }: CustomerCardProps) {
  const { t } = useTranslation(['staffCustomers', 'common']);
  const titleId = `customer-${customer.id}-name`;
  const active = customer.status === 'active';
  // Shares the file-status strip's cached check, so no extra request.
  const { data: files } = useGetCustomerFilesQuery(customer.id);
  const noDocumentId = `customer-${customer.id}-no-document`;
  const isMissing = (key: DocumentKey) => !storedFileName(customer, key) || files?.[key].exists === false;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'grid', gap: 1.5, p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
          <Avatar sx={{ bgcolor: active ? 'primary.main' : 'grey.500', fontWeight: 600 }} aria-hidden>
            {initials(customer.fullName)}
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {customer.fullName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('card.idJoined', { id: customer.id, date: formatDate(joinedOn(customer.createdAt)) })}
            </Typography>
          </Box>
          <CustomerStatusSwitch customer={customer} />
        </Box>

        <Box sx={{ display: 'grid', gap: 0.75 }}>
          <ContactLine icon={<EmailIcon fontSize="small" />}>
            <Link href={`mailto:${customer.email}`} underline="hover">
              {customer.email}
            </Link>
          </ContactLine>
          <ContactLine icon={<PhoneIcon fontSize="small" />}>
            <Link href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`} underline="hover">
              {customer.phone}
            </Link>
          </ContactLine>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('card.status')}
            </Typography>
            <Chip
              size="small"
              label={t(`common:status.${customer.status}`)}
              color={active ? 'success' : 'error'}
              sx={{ fontWeight: 600 }}
            />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {t('card.loyaltyLabel')}
            </Typography>
            <LoyaltyChip customer={customer} />
          </Box>
        </Box>

        <Divider />

        <Box role="group" aria-label={t('card.documents')} sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            {t('card.documents')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {VIEW_ORDER.map((key) => {
              const missing = isMissing(key);
              return (
                <Button
                  key={key}
                  size="small"
                  variant="outlined"
                  onClick={() => onViewDocument(key)}
                  disabled={missing || opening === key}
                  aria-describedby={missing ? noDocumentId : undefined}
                  startIcon={opening === key ? <CircularProgress size={14} color="inherit" /> : <BadgeIcon />}
                >
                  {t(`documents.${key}.view`)}
                </Button>
              );
            })}
            {/* A disabled button says nothing on its own; screen readers hear why. */}
            <Box component="span" id={noDocumentId} sx={visuallyHidden}>
              {t('card.noDocument')}
            </Box>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button size="small" variant="text" onClick={onViewInfo} startIcon={<InfoOutlinedIcon />}>
              {t('card.viewInfo')}
            </Button>
            <Button size="small" variant="text" onClick={onReupload} startIcon={<CloudUploadIcon />}>
              {t('card.reupload')}
            </Button>
          </Box>
          <FileStatusStrip customerId={customer.id} />
        </Box>
      </CardContent>
    </Card>
  );
}
