import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';

export interface DiagramPoint {
  x: number;
  y: number;
}

/** A damage point as the diagram draws it: where it is and, for its tooltip, what it is. */
export interface DiagramDamage extends DiagramPoint {
  id: number;
  kind: string;
  size: string;
}

export interface CarDiagramProps {
  viewBox: { width: number; height: number };
  /** Damage already on the car: grey. */
  existing: readonly DiagramDamage[];
  /** Damage found now: red. */
  recorded?: readonly DiagramDamage[];
  /** The spot being recorded, before it is saved. */
  pending?: DiagramPoint | null;
  /** Damage found now and kept on the phone until the signal returns: red, dashed, named by waitingLabel. */
  waiting?: readonly DiagramPoint[];
  waitingLabel?: string;
  /** One point drawn larger, ringed in blue (the one picked in a list beside the diagram). */
  selectedId?: number | null;
  label: string;
  disabled?: boolean;
  /** Without it the diagram only shows the points (the damage history, the pickup). */
  onTap?: (point: DiagramPoint) => void;
  /** The tooltip of a point; its kind and size as they are by default. */
  describe?: (point: DiagramDamage) => string;
}

/** The tap as whole viewBox units, kept inside the diagram (the server refuses anything outside). */
export function toViewBox(
  event: { clientX: number; clientY: number },
  rect: DOMRect,
  viewBox: { width: number; height: number },
): DiagramPoint {
  const scale = (value: number, size: number, span: number) => (span > 0 ? Math.round((value * size) / span) : 0);
  const x = scale(event.clientX - rect.left, viewBox.width, rect.width);
  const y = scale(event.clientY - rect.top, viewBox.height, rect.height);
  return { x: Math.min(viewBox.width, Math.max(0, x)), y: Math.min(viewBox.height, Math.max(0, y)) };
}

const defaultDescription = (point: DiagramDamage) => `${point.kind} ${point.size}`;

/**
 * A top-down car (front at the top) in a fixed 200 x 400 viewBox, shared by the return inspection,
 * a vehicle's damage history and the pickup. Damage already on the car is drawn grey, damage found
 * at this return red; where the screen allows it, staff tap a spot to record a new point.
 */
export function CarDiagram({
  viewBox,
  existing,
  recorded = [],
  pending = null,
  waiting = [],
  waitingLabel = '',
  selectedId = null,
  label,
  disabled = false,
  onTap,
  describe = defaultDescription,
}: CarDiagramProps) {
  const tappable = onTap !== undefined && !disabled;
  const tap = (event: MouseEvent<SVGSVGElement>) => {
    if (!tappable) return;
    onTap(toViewBox(event, event.currentTarget.getBoundingClientRect(), viewBox));
  };
  return (
    <Box sx={{ width: '100%', maxWidth: 260, mx: 'auto' }}>
      <svg
        viewBox={`0 0 ${viewBox.width} ${viewBox.height}`}
        role="img"
        aria-label={label}
        onClick={tap}
        style={{ width: '100%', height: 'auto', cursor: tappable ? 'crosshair' : 'default', touchAction: 'manipulation' }}
      >
        <rect x="30" y="10" width="140" height="380" rx="50" fill="#eef2f6" stroke="#455a64" strokeWidth="3" />
        <path d="M48 110 Q100 85 152 110 L146 150 Q100 138 54 150 Z" fill="#cfd8dc" stroke="#455a64" strokeWidth="2" />
        <path d="M54 300 Q100 312 146 300 L150 335 Q100 352 50 335 Z" fill="#cfd8dc" stroke="#455a64" strokeWidth="2" />
        <rect x="56" y="160" width="88" height="130" rx="10" fill="none" stroke="#90a4ae" strokeWidth="2" />
        <line x1="30" y1="215" x2="56" y2="215" stroke="#90a4ae" strokeWidth="2" />
        <line x1="144" y1="215" x2="170" y2="215" stroke="#90a4ae" strokeWidth="2" />
        <rect x="14" y="120" width="16" height="10" rx="3" fill="#90a4ae" />
        <rect x="170" y="120" width="16" height="10" rx="3" fill="#90a4ae" />
        {[70, 300].map((y) => (
          <g key={y}>
            <rect x="22" y={y} width="10" height="40" rx="4" fill="#37474f" />
            <rect x="168" y={y} width="10" height="40" rx="4" fill="#37474f" />
          </g>
        ))}
        {existing.map((point) => (
          <circle
            key={`e${point.id}`}
            cx={point.x}
            cy={point.y}
            r={point.id === selectedId ? 10 : 7}
            fill="#9e9e9e"
            stroke={point.id === selectedId ? '#1565c0' : '#424242'}
            strokeWidth={point.id === selectedId ? 4 : 2}
          >
            <title>{describe(point)}</title>
          </circle>
        ))}
        {recorded.map((point) => (
          <circle key={`r${point.id}`} cx={point.x} cy={point.y} r="7" fill="#d32f2f" stroke="#7f0000" strokeWidth="2">
            <title>{describe(point)}</title>
          </circle>
        ))}
        {waiting.map((point, index) => (
          <circle
            key={`w${index}`}
            cx={point.x}
            cy={point.y}
            r="7"
            fill="#ffcdd2"
            stroke="#d32f2f"
            strokeWidth="2"
            strokeDasharray="3 2"
            data-testid="waiting-damage"
          >
            <title>{waitingLabel}</title>
          </circle>
        ))}
        {pending && <circle cx={pending.x} cy={pending.y} r="9" fill="none" stroke="#d32f2f" strokeWidth="3" strokeDasharray="4 3" />}
      </svg>
    </Box>
  );
}

/** The panel a tap most likely means, to start the form with; staff can change it. */
export function panelAt({ x, y }: DiagramPoint): string {
  const left = x < 100;
  if (y < 45) return 'front_bumper';
  if (y < 105) return x < 40 || x > 160 ? (left ? 'left_fender' : 'right_fender') : 'bonnet';
  if (y < 150) return x < 40 || x > 160 ? (left ? 'left_mirror' : 'right_mirror') : 'windscreen';
  if (y < 300 && (x < 56 || x > 144)) {
    if (y < 215) return left ? 'front_left_door' : 'front_right_door';
    return left ? 'rear_left_door' : 'rear_right_door';
  }
  if (y < 300) return 'roof';
  if (y < 340) return x < 40 || x > 160 ? (left ? 'left_quarter' : 'right_quarter') : 'rear_windscreen';
  if (y < 370) return 'boot';
  return 'rear_bumper';
}
