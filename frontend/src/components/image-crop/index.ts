export { ImageCropDialog, type ImageCropDialogProps } from './ImageCropDialog';
export {
  canCrop,
  cropCanvasGeometry,
  initialPercentCrop,
  minDisplayCrop,
  INITIAL_CROP_WIDTH_PERCENT,
  JPEG_QUALITY,
  MAX_OUTPUT_WIDTH,
  MIN_CROP_SIZE,
  VEHICLE_PHOTO_ASPECT,
  type CanvasGeometry,
  type PercentRect,
  type Rect,
  type Size,
} from './cropMath';
