// Renders the app icons in packages/web/public from their SVG sources with Chromium:
// `npx tsx e2e/tools/generate-icons.ts`. The PNGs are committed; run again after an SVG edit.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../support/browser';

const publicDir = fileURLToPath(new URL('../../packages/web/public/', import.meta.url));

const targets = [
  { source: 'icon.svg', output: 'icon-192.png', size: 192 },
  { source: 'icon.svg', output: 'icon-512.png', size: 512 },
  { source: 'icon-maskable.svg', output: 'icon-maskable-512.png', size: 512 },
  { source: 'icon-maskable.svg', output: 'apple-touch-icon.png', size: 180 },
  { source: 'icon.svg', output: 'favicon-32.png', size: 32 },
];

/** A .ico holding one PNG image (supported by every current browser). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  header.writeUInt32LE(png.length, 16);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  for (const { source, output, size } of targets) {
    const svg = readFileSync(publicDir + source, 'utf8');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    const png = await page.screenshot({ omitBackground: true });
    writeFileSync(publicDir + output, png);
    if (size === 32) writeFileSync(publicDir + 'favicon.ico', icoFromPng(png, size));
    console.log(`wrote ${output}`);
  }
} finally {
  await browser.close();
}
