import { createTheme } from '@mui/material/styles';

/**
 * Every control is at least 44 x 44 px (WCAG 2.5.5): staff use the app on a phone at
 * the car park. Set once here rather than on each button.
 */
const TAP = 44;

export const theme = createTheme({
  palette: {
    primary: { main: '#0d47a1' },
    secondary: { main: '#f9a825' },
    // Darker than MUI's defaults so white text on filled chips (statuses) reaches 4.5:1.
    warning: { main: '#b45309' },
    info: { main: '#01579b' },
    background: { default: '#f4f6fb' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // A clear focus ring for keyboard users on every control (MUI's ripple alone is faint):
    // dark blue on the light page, white on the blue header.
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': { outline: '3px solid #0d47a1', outlineOffset: 2 },
        '.MuiAppBar-root :focus-visible': { outlineColor: '#ffffff' },
      },
    },
    // Tooltips open after 700 ms, so they do not flash while the pointer passes, and faster when moving between them.
    MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 300 } },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { minHeight: TAP } } },
    MuiIconButton: { styleOverrides: { root: { minWidth: TAP, minHeight: TAP } } },
    MuiToggleButton: { styleOverrides: { root: { minHeight: TAP } } },
    MuiCheckbox: { styleOverrides: { root: { padding: 10 } } },
    MuiRadio: { styleOverrides: { root: { padding: 10 } } },
    MuiMenuItem: { styleOverrides: { root: { minHeight: TAP } } },
    MuiPaginationItem: { styleOverrides: { root: { minWidth: TAP, height: TAP } } },
    MuiTab: { styleOverrides: { root: { minHeight: 48 } } },
    MuiCard: { styleOverrides: { root: { borderRadius: 16 } } },
  },
});
