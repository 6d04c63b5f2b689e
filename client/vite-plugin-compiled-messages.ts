import fs from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { cataloguePart, type CataloguePart } from './src/i18n/catalogue-parts';

const PREFIX = '\0compiled-messages:';
const PART_QUERY = /\?part=(first-paint|rest)$/;

/**
 * The message catalogues (client/src/i18n/*.json) as the browser gets them.
 * - `./en.json?part=first-paint` and `?part=rest` are the two parts of a catalogue (see
 *   i18n/catalogue-parts.ts), so the first screen downloads only its own messages.
 * - Every message is parsed here, at build time, so a production build never ships the ICU
 *   message parser (react-intl is pointed at its parser-free build). Messages with placeholders,
 *   plurals or tags ship as syntax trees; plain text ships as a string and becomes a one-literal
 *   tree when the chunk loads, which react-intl returns as is. A message that does not parse
 *   fails the build.
 */
export function compiledMessages(cataloguesDir: string): Plugin {
  return {
    name: 'compiled-messages',
    enforce: 'pre',
    config: (_config, { command }) =>
      command === 'build'
        ? { resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] } }
        : undefined,
    async resolveId(source, importer, options) {
      const part = PART_QUERY.exec(source)?.[1];
      if (!part) return null;
      const resolved = await this.resolve(source.replace(PART_QUERY, ''), importer, { ...options, skipSelf: true });
      if (!resolved || !resolved.id.startsWith(`${cataloguesDir}/`)) return null;
      // The virtual id must not end in .json, or Vite's JSON plugin would take it.
      return `${PREFIX}${resolved.id}:${part}.js`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [, file, part] = /^(.+):([\w-]+)\.js$/.exec(id.slice(PREFIX.length))!;
      this.addWatchFile(file);
      const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled: Record<string, string | MessageFormatElement[]> = {};
      for (const [key, message] of Object.entries(messages)) {
        if (cataloguePart(key) !== (part as CataloguePart)) continue;
        let ast: MessageFormatElement[];
        try {
          ast = parse(message, { shouldParseSkeletons: true });
        } catch (error) {
          this.error(`${file}: message "${key}" does not parse: ${(error as Error).message}`);
        }
        const [first] = ast;
        compiled[key] = ast.length === 0 ? '' : ast.length === 1 && first.type === TYPE.literal ? first.value : stripLocations(ast);
      }
      return [
        `const messages = ${JSON.stringify(compiled)};`,
        `for (const key in messages) if (typeof messages[key] === 'string') messages[key] = [{ type: ${TYPE.literal}, value: messages[key] }];`,
        'export default messages;',
      ].join('\n');
    },
  };
}

/** Source positions are only for error messages; dropping them keeps the chunk small. */
function stripLocations(ast: MessageFormatElement[]): MessageFormatElement[] {
  return JSON.parse(JSON.stringify(ast, (key, value: unknown) => (key === 'location' ? undefined : value))) as MessageFormatElement[];
}
