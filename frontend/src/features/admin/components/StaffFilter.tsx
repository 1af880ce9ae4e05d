import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import { useGetStaffMembersQuery } from '../api/adminApi';

/** The select's value for every staff member. */
export const ALL_STAFF = '';

/** 'Staff member': All Staff Members or one account (the value is its id as text). */
export function StaffFilter({ value, onChange }: { value: string; onChange: (staffId: string) => void }) {
  const { t } = useTranslation('admin', { keyPrefix: 'activity' });
  const members = useGetStaffMembersQuery();
  return (
    <Box sx={{ flex: '1 1 220px', maxWidth: { sm: 320 } }}>
      <NativeSelectField label={t('filter')} value={value} onChange={onChange}>
        <option value={ALL_STAFF}>{t('allStaff')}</option>
        {(members.data ?? []).map((member) => (
          <option key={member.id} value={String(member.id)}>
            {member.username}
          </option>
        ))}
      </NativeSelectField>
    </Box>
  );
}

/** The staffId a request sends for the select's value: none for everyone. */
export function staffIdParam(value: string): number | undefined {
  return value === ALL_STAFF ? undefined : Number(value);
}
