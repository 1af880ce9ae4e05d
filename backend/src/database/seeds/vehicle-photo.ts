import sharp from 'sharp';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A 4:3 illustration of a car in its colour, so demo vehicles have real photos to show. */
export function renderVehiclePhoto(title: string, bodyColor: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dbeafe"/><stop offset="1" stop-color="#f8fafc"/></linearGradient></defs>
  <rect width="1200" height="900" fill="url(#sky)"/>
  <rect y="640" width="1200" height="260" fill="#cbd5e1"/>
  <path d="M190 560 L290 420 Q320 380 380 375 L760 370 Q830 372 870 420 L960 520 L1040 540 Q1080 550 1080 600 L1080 640 L140 640 L140 600 Q140 570 190 560 Z" fill="${bodyColor}" stroke="#1f2937" stroke-width="8"/>
  <path d="M320 430 Q340 400 390 398 L560 396 L560 520 L250 525 Z" fill="#bfdbfe" stroke="#1f2937" stroke-width="6"/>
  <path d="M590 396 L750 396 Q800 398 830 440 L880 520 L590 520 Z" fill="#bfdbfe" stroke="#1f2937" stroke-width="6"/>
  <circle cx="330" cy="640" r="78" fill="#111827"/><circle cx="330" cy="640" r="36" fill="#9ca3af"/>
  <circle cx="890" cy="640" r="78" fill="#111827"/><circle cx="890" cy="640" r="36" fill="#9ca3af"/>
  <text x="600" y="170" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="bold" fill="#0f172a" text-anchor="middle">${escapeXml(title)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
