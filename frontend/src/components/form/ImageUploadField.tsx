import { useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ImageIcon from '@mui/icons-material/Image';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { currentLocale, translateMessage } from '../../i18n';
import { formatFileSize, originalSizeOf } from '../files/shrinkImage';
import { useObjectUrl } from './useObjectUrl';
import { visuallyHidden } from '../visuallyHidden';
import { singleFileChange } from './singleFileChange';

export interface ImageUploadFieldProps {
  /** Used for the input's id and name. */
  name: string;
  label: string;
  /** One line under the label, e.g. "Front page". */
  hint?: string;
  file: File | null;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Called with the chosen file; cancelling the picker keeps the current one. */
  onChange: (file: File) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

const THUMBNAIL_SIZE = 64;

/** "420 KB", or "4.1 MB → 420 KB" when the browser shrank the photo before upload. */
function fileSizeText(file: File): string {
  const locale = currentLocale();
  const original = originalSizeOf(file);
  const size = formatFileSize(file.size, locale);
  return original === undefined ? size : `${formatFileSize(original, locale)} → ${size}`;
}

function Thumbnail({ file, label }: { file: File | null; label: string }) {
  const { t } = useTranslation();
  const isImage = Boolean(file?.type.startsWith('image/'));
  const previewUrl = useObjectUrl(isImage ? file : null);
  return (
    <Box
      sx={{
        width: THUMBNAIL_SIZE,
        height: THUMBNAIL_SIZE,
        flexShrink: 0,
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {previewUrl ? (
        <Box
          component="img"
          src={previewUrl}
          alt={t('upload.preview', { label })}
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <ImageIcon color="action" />
      )}
    </Box>
  );
}

/** One image upload: what it is for, the chosen file's name, a thumbnail and any error. */
export function ImageUploadField({
  name,
  label,
  hint,
  file,
  error,
  required = false,
  disabled = false,
  onChange,
  onBlur,
  inputRef,
}: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const [preparing, setPreparing] = useState(false);
  const inputId = `${name}-upload`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const chosen = Boolean(file) && !error;
  return (
    <Box
      sx={{
        height: '100%',
        p: 2,
        border: '1px dashed',
        borderColor: error ? 'error.main' : chosen ? 'success.main' : 'divider',
        borderRadius: 3,
        bgcolor: error ? 'rgba(211, 47, 47, 0.04)' : 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
        <Thumbnail file={file} label={label} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="subtitle2" component="p" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {label}
            {required && (
              <Box component="span" aria-hidden sx={{ color: 'error.main' }}>
                *
              </Box>
            )}
            {chosen && <CheckCircleIcon color="success" sx={{ fontSize: 18 }} aria-hidden />}
          </Typography>
          {hint && (
            <Typography id={hintId} variant="caption" color="text.secondary" component="p">
              {hint}
            </Typography>
          )}
          <Typography variant="body2" noWrap title={file?.name} color={file ? 'text.primary' : 'text.secondary'}>
            {file ? file.name : t('upload.noFile')}
          </Typography>
          {file && (
            <Typography variant="caption" color="text.secondary" component="p" data-testid={`${inputId}-size`}>
              {fileSizeText(file)}
            </Typography>
          )}
        </Box>
      </Box>
      <Button
        component="label"
        role={undefined}
        variant="outlined"
        size="small"
        disabled={disabled || preparing}
        startIcon={preparing ? <CircularProgress size={16} color="inherit" /> : <CloudUploadIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {preparing ? t('upload.preparing') : file ? t('upload.change') : t('upload.choose')}
        <Box
          component="input"
          ref={inputRef}
          id={inputId}
          name={name}
          type="file"
          accept="image/*"
          aria-label={label}
          aria-invalid={Boolean(error)}
          // The hint says which document goes here (and what to do with an e-bill); a screen reader hears it too.
          aria-describedby={[hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined}
          aria-required={required}
          disabled={disabled}
          onBlur={onBlur}
          onChange={singleFileChange(onChange, setPreparing)}
          sx={visuallyHidden}
        />
      </Button>
      {error && (
        <FormHelperText id={errorId} error sx={{ m: 0 }}>
          {translateMessage(error)}
        </FormHelperText>
      )}
    </Box>
  );
}
