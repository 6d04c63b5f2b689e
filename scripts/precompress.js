#!/usr/bin/env node
/**
 * Writes a Brotli (.br) and a gzip (.gz) copy next to each built client asset worth compressing
 * (dist/client/assets, run after `vite build`), so the server sends them compressed without
 * compressing on every request. Hashed file names never change content, so this runs once per build.
 *   node scripts/precompress.js [dir]
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const dir = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'dist', 'client', 'assets'));
const COMPRESSIBLE = /\.(js|css|svg|json|map)$/;
const MIN_BYTES = 1024;

if (!fs.existsSync(dir)) {
  console.log(`precompress: ${dir} does not exist; nothing to do.`);
  process.exit(0);
}

let files = 0;
let raw = 0;
let brotli = 0;
for (const name of fs.readdirSync(dir)) {
  if (!COMPRESSIBLE.test(name) || name.endsWith('.map')) continue;
  const file = path.join(dir, name);
  const content = fs.readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  files += 1;
  raw += content.length;
  brotli += br.length;
}
console.log(`precompress: ${files} assets, ${(raw / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB with Brotli (gzip copies too)`);
