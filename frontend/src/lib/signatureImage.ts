import SignaturePad from 'signature_pad';

/** The signature is drawn on a canvas 160 px high. */
export const SIGNATURE_HEIGHT_PX = 160;

/**
 * Sizes the canvas's pixels to its CSS width times the screen's pixel ratio (sharp lines on
 * phones) and redraws what was signed, which a resize would otherwise wipe. False when the
 * canvas has no width yet (not laid out) or already fits.
 */
export function fitCanvas(canvas: HTMLCanvasElement, pad: SignaturePad): boolean {
  const width = canvas.offsetWidth;
  if (width === 0) return false;
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const pixelWidth = Math.round(width * ratio);
  const pixelHeight = Math.round(SIGNATURE_HEIGHT_PX * ratio);
  if (canvas.width === pixelWidth && canvas.height === pixelHeight) return false;
  const strokes = pad.toData();
  canvas.width = pixelWidth;
  canvas.height = pixelHeight;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.clear();
  if (strokes.length > 0) pad.fromData(strokes);
  return true;
}

/**
 * The signature as a PNG data URL at one pixel per CSS pixel, whatever the screen's density:
 * the strokes are replayed on a plain canvas of the pad's CSS size, so a 3x phone sends about
 * 20 KB, not 9 times that (the server takes up to 512 KB).
 */
export function signatureDataUrl(canvas: HTMLCanvasElement, pad: SignaturePad): string {
  const copy = document.createElement('canvas');
  copy.width = canvas.offsetWidth || canvas.width;
  copy.height = SIGNATURE_HEIGHT_PX;
  const replay = new SignaturePad(copy);
  try {
    replay.fromData(pad.toData());
    return replay.toDataURL('image/png');
  } finally {
    replay.off();
  }
}
