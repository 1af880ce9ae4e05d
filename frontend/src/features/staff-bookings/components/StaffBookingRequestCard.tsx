import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { formatDate, formatDateTime, formatStatus } from '../../../lib/format';
import type { StaffBookingRequest } from '../api/types';
import { bookingRequestWhatsAppLink } from '../utils/whatsapp';

const NA = 'N/A';

function Detail({ label, children, span }: { label: string; children: ReactNode; span?: { xs: string; lg?: string } }) {
  return (
    <Box sx={{ gridColumn: span, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Typography>
    </Box>
  );
}

export interface StaffBookingRequestCardProps {
  request: StaffBookingRequest;
  approving: boolean;
  rejecting: boolean;
  /** Another request is being decided: this card's buttons wait. */
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** One pending request: who, which car, when, how to reach them, and the decision buttons. */
export function StaffBookingRequestCard({ request, approving, rejecting, busy, onApprove, onReject }: StaffBookingRequestCardProps) {
  const titleId = `booking-request-${request.id}-title`;
  const whatsapp = bookingRequestWhatsAppLink(request);
  const days = request.totalDays === 1 ? '1 day' : `${request.totalDays} days`;
  const disabled = approving || rejecting || busy;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1.5, p: { xs: 1.5, sm: 2 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {request.customerName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Request #{request.id} · sent {formatDateTime(request.createdAt)}
            </Typography>
          </Box>
          <Chip label={formatStatus(request.status)} color="warning" size="small" sx={{ fontWeight: 600 }} />
        </Box>
        {request.overlapsWith.length > 0 && (
          // Warned here, before approving: the server refuses the others once one is approved.
          <Alert severity="warning" variant="outlined" sx={{ py: 0 }}>
            Overlaps {request.overlapsWith.map((id) => `request #${id}`).join(', ')} for this car. Approving one
            will refuse the other{request.overlapsWith.length > 1 ? 's' : ''}.
          </Alert>
        )}
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } }}
        >
          <Detail label="Vehicle">{request.vehicleName}</Detail>
          <Detail label="Category">{request.vehicleCategory || NA}</Detail>
          <Detail label="Pickup">{formatDate(request.startDate)}</Detail>
          <Detail label="Return">{formatDate(request.endDate)}</Detail>
          <Detail label="Duration">{days}</Detail>
          <Detail label="Phone">{request.phoneNumber || NA}</Detail>
          <Detail label="Email" span={{ xs: '1 / -1', lg: 'span 2' }}>
            {request.email || NA}
          </Detail>
          <Detail label="Notes" span={{ xs: '1 / -1' }}>
            {request.customerMessage || NA}
          </Detail>
        </Box>
      </CardContent>
      <CardActions sx={{ px: { xs: 1.5, sm: 2 }, pb: { xs: 1.5, sm: 2 }, pt: 0, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button
          variant="contained"
          color="success"
          onClick={onApprove}
          disabled={disabled}
          startIcon={approving ? <CircularProgress size={16} color="inherit" /> : <CheckIcon />}
        >
          {approving ? 'Approving...' : 'Approve'}
        </Button>
        <Button
          variant="outlined"
          color="error"
          onClick={onReject}
          disabled={disabled}
          startIcon={rejecting ? <CircularProgress size={16} color="inherit" /> : <CloseIcon />}
        >
          Reject
        </Button>
        {whatsapp ? (
          <Button
            component="a"
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            variant="text"
            startIcon={<WhatsAppIcon />}
            sx={{ color: '#128c7e' }}
          >
            WhatsApp
          </Button>
        ) : (
          <Button variant="text" disabled startIcon={<WhatsAppIcon />}>
            WhatsApp
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
