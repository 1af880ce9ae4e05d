import { useId, useRef, useState } from 'react';
import ReactCrop, { type PercentCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useObjectUrl } from '../form/useObjectUrl';
import { useIsPhone } from '../useIsPhone';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n';
import { canCrop, initialPercentCrop, MIN_CROP_SIZE, minDisplayCrop, VEHICLE_PHOTO_ASPECT, type PercentRect, type Size } from './cropMath';
import { cropToJpeg } from './cropToJpeg';

export interface ImageCropDialogProps {
  /** The chosen image; the dialog is open while there is one. */
  file: File | null;
  title: string;
  aspect?: number;
  /** Called with the cropped JPEG; the button shows progress until the promise settles. */
  onCrop: (jpeg: Blob) => Promise<void>;
  onCancel: () => void;
  confirmLabel?: string;
  pendingLabel?: string;
}

/** Crops a chosen image to a fixed aspect (react-image-crop), then hands back a JPEG. */
export function ImageCropDialog({
  file,
  title,
  aspect = VEHICLE_PHOTO_ASPECT,
  onCrop,
  onCancel,
  confirmLabel,
  pendingLabel,
}: ImageCropDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const isPhone = useIsPhone();
  const imageUrl = useObjectUrl(file);
  const imageRef = useRef<HTMLImageElement>(null);
  const [crop, setCrop] = useState<PercentRect | null>(null);
  const [natural, setNatural] = useState<Size | null>(null);
  const [displayedWidth, setDisplayedWidth] = useState(0);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [loadedFile, setLoadedFile] = useState<File | null>(null);

  // A new file starts over (state reset during render, React's documented pattern).
  if (file !== loadedFile) {
    setLoadedFile(file);
    setCrop(null);
    setNatural(null);
    setFailure(null);
  }

  const tooSmall = natural !== null && !canCrop(natural, aspect);
  const min = natural ? minDisplayCrop(displayedWidth, natural) : { width: 0, height: 0 };

  const handleLoad = (image: HTMLImageElement) => {
    const size = { width: image.naturalWidth, height: image.naturalHeight };
    setNatural(size);
    setDisplayedWidth(image.width);
    if (canCrop(size, aspect)) setCrop(initialPercentCrop(size, aspect));
  };

  const handleConfirm = async () => {
    const image = imageRef.current;
    if (!image || !crop) return;
    setPending(true);
    setFailure(null);
    try {
      await onCrop(await cropToJpeg(image, crop));
    } catch (error) {
      // Upload failures are reported by the caller; only the cropping itself is reported here.
      if (error instanceof Error && error.message) setFailure(error.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={file !== null}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      fullScreen={isPhone}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2, justifyItems: 'center', alignContent: 'start' }}>
        <Typography variant="body2" color="text.secondary" sx={{ justifySelf: 'stretch' }}>
          {t('crop.instructions', { width: MIN_CROP_SIZE.width, height: MIN_CROP_SIZE.height })}
        </Typography>
        {tooSmall && (
          <Alert severity="warning" sx={{ justifySelf: 'stretch' }}>
            {t('crop.tooSmall', { width: MIN_CROP_SIZE.width, height: MIN_CROP_SIZE.height })}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" sx={{ justifySelf: 'stretch' }}>
            {translateMessage(failure)}
          </Alert>
        )}
        {imageUrl && (
          <ReactCrop
            crop={crop ?? undefined}
            onChange={(_pixels, percent: PercentCrop) => setCrop(percent)}
            aspect={aspect}
            minWidth={min.width}
            minHeight={min.height}
            keepSelection
            ruleOfThirds
            disabled={pending || tooSmall}
            // react-image-crop's own CSS gives the photo `max-height: inherit`, so the bound is set
            // here: the whole dialog, handles included, fits an 800 px tall window without
            // scrolling; the photo gets what the title, the instructions and the buttons leave.
            style={{ alignSelf: 'start', maxHeight: isPhone ? 'calc(100dvh - 300px)' : 'calc(100dvh - 340px)' }}
          >
            <Box
              component="img"
              ref={imageRef}
              src={imageUrl}
              alt={t('crop.photoAlt')}
              onLoad={(event) => handleLoad(event.currentTarget)}
              sx={{ display: 'block', maxWidth: '100%' }}
            />
          </ReactCrop>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onCancel} disabled={pending}>
          {t('actions.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void handleConfirm()}
          disabled={pending || !crop || tooSmall}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {pending ? (pendingLabel ?? t('crop.pending')) : (confirmLabel ?? t('crop.confirm'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
