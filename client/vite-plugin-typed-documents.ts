import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:typed-document/';
const RESOLVED = `\0${VIRTUAL}`;

/**
 * Production counterpart of GraphQL Codegen's babel optimizer for the client preset: replaces
 * each `graphql(`…`)` call with an import of the one typed document it names. Each document is
 * served as a module of its own (cut out of __generated__/graphql.ts), so a chunk carries only
 * the operations its components run, not every document of the app. Lines are kept in place so
 * source maps stay right.
 */
export function typedDocuments(generatedDir: string): Plugin {
  const documentsModule = path.join(generatedDir, 'graphql.ts');
  const graphqlImport = /import\s*\{\s*graphql\s*\}\s*from\s*['"][^'"]*__generated__\/gql['"];?/;
  const call = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
  return {
    name: 'typed-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id) || id.startsWith(generatedDir) || !graphqlImport.test(code)) return null;
      const used = new Set<string>();
      const rewritten = code.replace(graphqlImport, '').replace(call, (match, source: string) => {
        const definition = /\b(query|mutation|subscription|fragment)\s+(\w+)/.exec(source);
        if (!definition) this.error(`${id}: every GraphQL document needs a name`);
        const name = exportedName(documentsModule, `${definition[2]}${definition[1] === 'fragment' ? 'FragmentDoc' : 'Document'}`);
        used.add(name);
        return `__doc_${name}` + '\n'.repeat(match.split('\n').length - 1);
      });
      const imports = [...used].map((name) => `import { ${name} as __doc_${name} } from ${JSON.stringify(VIRTUAL + name)};`);
      return { code: `${rewritten}\n${imports.join('\n')}\n`, map: null };
    },
    resolveId: (source) => (source.startsWith(VIRTUAL) ? `\0${source}` : null),
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      this.addWatchFile(documentsModule);
      const document = documentLiteral(documentsModule, name);
      if (!document) this.error(`${documentsModule} has no document ${name}: run npm run codegen`);
      return `export const ${name} = ${document};\n`;
    },
  };
}

/** The object literal codegen wrote for a document: `export const X = {…} as unknown as DocumentNode<…>;`. */
function documentLiteral(documentsModule: string, name: string): string | undefined {
  const source = fs.readFileSync(documentsModule, 'utf8');
  return new RegExp(`^export const ${name} = (\\{.*\\}) as unknown as DocumentNode<.*>;$`, 'm').exec(source)?.[1];
}

/**
 * Codegen pascal-cases each underscore-separated part of a name (fragment
 * `VillaCard_property` becomes `VillaCard_PropertyFragmentDoc`), so the export is looked up
 * case-insensitively in the generated module rather than re-deriving its casing rules.
 */
function exportedName(documentsModule: string, name: string): string {
  const source = fs.readFileSync(documentsModule, 'utf8');
  const exports = source.matchAll(/^export const (\w+(?:Document|FragmentDoc))\b/gm);
  for (const [, exported] of exports) if (exported.toLowerCase() === name.toLowerCase()) return exported;
  return name;
}
