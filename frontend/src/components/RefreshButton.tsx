import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import RefreshIcon from '@mui/icons-material/Refresh';
import { TAP_TARGET } from './tapTarget';

export interface RefreshButtonProps {
  /** True while the data is being fetched: the button spins and waits. */
  fetching: boolean;
  onRefresh: () => void;
  label: string;
}

/** A staff tab's Refresh button, in the toolbar beside the tab's title. */
export function RefreshButton({ fetching, onRefresh, label }: RefreshButtonProps) {
  return (
    <Button
      variant="outlined"
      onClick={onRefresh}
      disabled={fetching}
      sx={TAP_TARGET}
      startIcon={fetching ? <CircularProgress size={16} color="inherit" /> : <RefreshIcon />}
    >
      {label}
    </Button>
  );
}
