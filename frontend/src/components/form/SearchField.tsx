import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The field's accessible name. */
  label: string;
  /** True while the typed text has not yet come back from the server: a spinner shows. */
  searching: boolean;
  /** Read out for the spinner ("Searching…"). */
  searchingLabel: string;
  /** The server's bound on the search text. */
  maxLength: number;
  size?: 'small' | 'medium';
}

/** A list's search box: a magnifier in front, a spinner behind while the results load; 44 px tall at least. */
export function SearchField({ value, onChange, placeholder, label, searching, searchingLabel, maxLength, size }: SearchFieldProps) {
  return (
    <TextField
      type="search"
      fullWidth
      size={size}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      slotProps={{
        htmlInput: { 'aria-label': label, maxLength },
        input: {
          sx: { minHeight: 44 },
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
          endAdornment: searching ? (
            <InputAdornment position="end">
              <CircularProgress size={18} aria-label={searchingLabel} />
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
