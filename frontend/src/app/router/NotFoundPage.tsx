import Button from '@mui/material/Button';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link as RouterLink } from 'react-router-dom';
import { StatusMessage } from '../../components/StatusMessage';
import { paths } from '../paths';

export function NotFoundPage() {
  return (
    <StatusMessage
      icon={<SearchOffIcon color="action" sx={{ fontSize: 48 }} />}
      title="Page not found"
      description="The page you are looking for does not exist."
      action={
        <Button variant="contained" component={RouterLink} to={paths.home}>
          Back to Home
        </Button>
      }
    />
  );
}
