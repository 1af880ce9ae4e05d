import Box from '@mui/material/Box';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useGetProtectedImageQuery } from '../../../api/protectedImageApi';
import type { EvidenceKind } from '../api/types';

export interface EvidenceThumbnailProps {
  rentalId: number;
  kind: EvidenceKind;
  /** Changes when the stored file is replaced (its upload time). */
  version: string;
  alt: string;
  /** 'cover' fills a square thumbnail; 'contain' shows all of it (the signature). */
  fit?: 'cover' | 'contain';
}

/** A stored photo, fetched with the staff token; a tick stands in until (or unless) it arrives. */
export function EvidenceThumbnail({ rentalId, kind, version, alt, fit = 'cover' }: EvidenceThumbnailProps) {
  const { data: url } = useGetProtectedImageQuery({ url: `/staff/rentals/${rentalId}/files/${kind}`, version });
  if (!url) return <CheckCircleIcon color="success" fontSize="large" />;
  // 'contain' takes the image's own height for the width given, so nothing is cut off.
  return <Box component="img" src={url} alt={alt} sx={{ width: '100%', height: fit === 'cover' ? '100%' : 'auto', objectFit: fit }} />;
}
