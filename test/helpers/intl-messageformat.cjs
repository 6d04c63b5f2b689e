/**
 * intl-messageformat for the server's jest project. The package ships only ES modules, which
 * jest's CommonJS runtime (with --experimental-vm-modules, as the server tests run) refuses to
 * require, while Node itself requires it fine. Its self-contained bundle is evaluated here as a
 * function body instead, so the tests run the very same formatter the server does.
 */
const fs = require('node:fs');
const path = require('node:path');

const bundle = path.join(__dirname, '../../node_modules/intl-messageformat/intl-messageformat.iife.js');
const source = fs.readFileSync(bundle, 'utf8').replace(/^export \{[^}]*\};?\s*$/m, '');
const exported = new Function(`${source}\nreturn { IntlMessageFormat, default: IntlMessageFormat, ErrorCode, FormatError };`)();

module.exports = exported;
