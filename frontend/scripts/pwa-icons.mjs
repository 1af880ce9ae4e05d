// Makes the installed app's icons (public/icons) from one SVG: a white car on the theme's blue.
// Run once after changing the design: node scripts/pwa-icons.mjs; the PNGs are committed.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
mkdirSync(out, { recursive: true });

// The car sits inside the middle 80 %, so a maskable icon cropped to a circle keeps all of it.
const svg = (size) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="#0d47a1"/>
  <path d="M24 58 l6 -16 a6 6 0 0 1 5.6 -4 h28.8 a6 6 0 0 1 5.6 4 l6 16 v12 h-8 v-5 h-36 v5 h-8 z" fill="#ffffff"/>
  <rect x="31" y="44" width="38" height="11" rx="2" fill="#0d47a1"/>
  <circle cx="33" cy="61" r="4" fill="#0d47a1"/>
  <circle cx="67" cy="61" r="4" fill="#0d47a1"/>
</svg>`);

for (const size of [192, 512]) {
  await sharp(svg(size))
    .png({ compressionLevel: 9 })
    .toFile(join(out, `icon-${size}.png`));
}
await sharp(svg(180)).png({ compressionLevel: 9 }).toFile(join(out, 'apple-touch-icon.png'));
console.log(`Icons written to ${out}`);
