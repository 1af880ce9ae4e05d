import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface FormCardProps {
  icon: ReactNode;
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Wider forms (registration) pass a larger width; sign-in forms keep the default 440 px. */
  maxWidth?: number;
}

/** A centred card for sign-in style forms; fills the width on phones. */
export function FormCard({ icon, title, subtitle, children, maxWidth = 440 }: FormCardProps) {
  return (
    <Card variant="outlined" sx={{ maxWidth, mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
          <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56 }}>{icon}</Avatar>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
