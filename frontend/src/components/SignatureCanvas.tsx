import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ClearIcon from '@mui/icons-material/Clear';
import SignaturePad from 'signature_pad';
import { fitCanvas, SIGNATURE_HEIGHT_PX, signatureDataUrl } from '../lib/signatureImage';

/** What a screen asks of the pad when the signature is taken (the agreement wizard, the return). */
export interface SignatureCanvasHandle {
  isEmpty: () => boolean;
  /** The drawn signature as "data:image/png;base64,...". */
  toPngDataUrl: () => string;
}

/** The pad's words, in the screen's own language and namespace. */
export interface SignatureCanvasLabels {
  placeholder: string;
  canvasLabel: string;
  clear: string;
}

export interface SignatureCanvasProps {
  ref?: Ref<SignatureCanvasHandle>;
  disabled?: boolean;
  labels: SignatureCanvasLabels;
}

/**
 * The full-width signature canvas, 160 px high, drawn with a finger, a stylus
 * or the mouse (signature_pad's pointer events). It keeps its strokes when the screen turns or
 * the window is resized.
 */
export function SignatureCanvas({ ref, disabled = false, labels }: SignatureCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const pad = new SignaturePad(canvas, { penColor: '#111827', minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    const fit = () => fitCanvas(canvas, pad);
    fit();
    const onStroke = () => setEmpty(pad.isEmpty());
    pad.addEventListener('endStroke', onStroke);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
    if (observer) observer.observe(canvas);
    else window.addEventListener('resize', fit);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', fit);
      pad.removeEventListener('endStroke', onStroke);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  useImperativeHandle(
    ref,
    () => ({
      isEmpty: () => padRef.current?.isEmpty() ?? true,
      toPngDataUrl: () => {
        const canvas = canvasRef.current;
        const pad = padRef.current;
        return canvas && pad ? signatureDataUrl(canvas, pad) : '';
      },
    }),
    [],
  );

  const clear = () => {
    padRef.current?.clear();
    setEmpty(true);
  };

  return (
    <Box>
      <Box
        sx={{
          position: 'relative',
          border: '2px dashed',
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.paper',
          overflow: 'hidden',
        }}
      >
        {empty && (
          <Typography
            aria-hidden
            color="text.disabled"
            sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', pointerEvents: 'none', userSelect: 'none' }}
          >
            {labels.placeholder}
          </Typography>
        )}
        <Box
          component="canvas"
          ref={canvasRef}
          role="img"
          aria-label={labels.canvasLabel}
          data-testid="signature-canvas"
          sx={{ display: 'block', width: '100%', height: SIGNATURE_HEIGHT_PX, touchAction: 'none', cursor: 'crosshair' }}
        />
      </Box>
      <Button onClick={clear} disabled={disabled || empty} startIcon={<ClearIcon />} sx={{ mt: 1 }}>
        {labels.clear}
      </Button>
    </Box>
  );
}
