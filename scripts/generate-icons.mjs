// Draws the web app manifest's icons (shell/static/icons/*.png) once: the brand's "Z" in white on
// the primary red of shared-ui's palette (shared-ui/src/theme/tokens.ts), rounded for `any`, full
// bleed with the letter inside the safe circle for `maskable`. The PNGs are committed; run again
// only when the brand changes: node scripts/generate-icons.mjs
import { writeFileSync, mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const RED = [0xdc, 0x26, 0x26];
const WHITE = [0xff, 0xff, 0xff];
const out = new URL('../shell/static/icons/', import.meta.url);

function crc32(buf) {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k += 1) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1)
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The letter, in a unit square: two bars and the diagonal between them. */
function inZ(x, y) {
  const bar = 0.17;
  if (y >= 0 && y <= bar && x >= 0 && x <= 1) return true;
  if (y >= 1 - bar && y <= 1 && x >= 0 && x <= 1) return true;
  if (y < bar || y > 1 - bar) return false;
  // The diagonal from the top bar's right end to the bottom bar's left end, 0.26 wide.
  const centre = 1 - y;
  return Math.abs(x - centre) <= 0.15;
}

function inRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

function draw(size, { radius, letter }) {
  const rgba = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let bg = 0;
      let fg = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          if (!inRoundedSquare(x, y, radius)) continue;
          bg += 1;
          const lx = (x - (1 - letter) / 2) / letter;
          const ly = (y - (1 - letter) / 2) / letter;
          if (inZ(lx, ly)) fg += 1;
        }
      }
      const n = samples * samples;
      const i = (py * size + px) * 4;
      const mix = fg / Math.max(bg, 1);
      for (let c = 0; c < 3; c += 1) rgba[i + c] = Math.round(RED[c] * (1 - mix) + WHITE[c] * mix);
      rgba[i + 3] = Math.round((bg / n) * 255);
    }
  }
  return png(size, rgba);
}

mkdirSync(out, { recursive: true });
for (const size of [192, 512]) {
  writeFileSync(new URL(`icon-${size}.png`, out), draw(size, { radius: 0.19, letter: 0.56 }));
}
// Maskable: full bleed (the platform crops it), the letter within the central 80 % circle.
writeFileSync(new URL('icon-maskable-512.png', out), draw(512, { radius: 0, letter: 0.46 }));
console.log('icons written to shell/static/icons/');
