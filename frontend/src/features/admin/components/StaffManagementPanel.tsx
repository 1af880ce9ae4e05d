import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockResetIcon from '@mui/icons-material/LockReset';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { CardListSkeleton } from '../../../components/PagedList';
import { TAP_TARGET } from '../../../components/tapTarget';
import { useGetStaffMembersQuery, type StaffMemberView } from '../api/adminApi';
import { formatCreatedDate } from '../utils/activityFormat';
import { PanelLoadError } from './PanelLoadError';
import { AddStaffForm } from './AddStaffForm';
import { RemoveStaffDialog } from './RemoveStaffDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';

interface MemberRowProps {
  member: StaffMemberView;
  onReset: (member: StaffMemberView) => void;
  onRemove: (member: StaffMemberView) => void;
}

function MemberRow({ member, onReset, onRemove }: MemberRowProps) {
  const { t } = useTranslation('admin', { keyPrefix: 'members' });
  const isAdmin = member.role === 'admin';
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, listStyle: 'none', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
    >
      <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {member.username}
          </Typography>
          <Chip
            label={t(`role.${isAdmin ? 'admin' : 'staff'}`)}
            color={isAdmin ? 'secondary' : 'default'}
            size="small"
            sx={{ fontWeight: 600 }}
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('created', { date: formatCreatedDate(member.createdAt) })}
        </Typography>
      </Box>
      {/* The admin's own account has no reset or remove: its password changes from Change Password. */}
      {!isAdmin && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<LockResetIcon />}
            onClick={() => onReset(member)}
            aria-label={t('resetPasswordFor', { username: member.username })}
            sx={TAP_TARGET}
          >
            {t('resetPassword')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<PersonRemoveIcon />}
            onClick={() => onRemove(member)}
            aria-label={t('removeName', { username: member.username })}
            sx={TAP_TARGET}
          >
            {t('remove')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

/** Staff Management: the accounts, each with Reset Password and Remove, and Add Staff. */
export function StaffManagementPanel() {
  const { t } = useTranslation('admin', { keyPrefix: 'members' });
  const { data, error, isLoading, isFetching, refetch } = useGetStaffMembersQuery();
  const [resetting, setResetting] = useState<StaffMemberView | null>(null);
  const [removing, setRemoving] = useState<StaffMemberView | null>(null);

  let list;
  if (isLoading || (error && isFetching)) list = <CardListSkeleton label={t('loading')} />;
  else if (error || !data) list = <PanelLoadError what={t('loadWhat')} error={error} onRetry={() => void refetch()} />;
  else if (data.length === 0) list = <EmptyState title={t('empty')} />;
  else
    list = (
      <Stack component="ul" aria-labelledby="staff-members-heading" aria-busy={isFetching} spacing={1.5} sx={{ m: 0, p: 0 }}>
        {data.map((member) => (
          <MemberRow key={member.id} member={member} onReset={setResetting} onRemove={setRemoving} />
        ))}
      </Stack>
    );

  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby="staff-members-heading">
        <Typography id="staff-members-heading" variant="h6" component="h3" sx={{ fontWeight: 600, mb: 2 }}>
          {t('title')}
        </Typography>
        {list}
      </Box>
      <Divider />
      <AddStaffForm />
      <ResetPasswordDialog member={resetting} onClose={() => setResetting(null)} />
      <RemoveStaffDialog member={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
