import path from 'node:path';

/**
 * Keeps features apart: a server module may use another module's services, entities and types
 * but not its REST routes or resolvers (those are wired only through the module list), and a
 * client feature imports from components/ and lib/, never from another feature.
 */
const areas = [
  {
    root: 'server/src/modules',
    forbidden: (file) => /\.(rest|resolver)\.ts$/.test(file) || /\.(rest|resolver)$/.test(file),
    message: "Module '{{from}}' must not import '{{to}}' REST routes or resolvers; use its service.",
  },
  {
    root: 'client/src/features',
    forbidden: () => true,
    message: "Feature '{{from}}' must not import from feature '{{to}}'; move what both need to components/ or lib/.",
  },
];

/** The folder right under `root` that `file` lies in, or undefined. */
function featureOf(file, root, cwd) {
  const relative = path.relative(path.resolve(cwd, root), file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? parts[0] : undefined;
}

const rule = {
  meta: { type: 'problem', schema: [], messages: { crossing: '{{text}}' } },
  create(context) {
    const filename = context.filename;
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(filename), source);
      for (const area of areas) {
        const from = featureOf(filename, area.root, context.cwd);
        const to = featureOf(target, area.root, context.cwd);
        if (!from || !to || from === to || !area.forbidden(target)) continue;
        const text = area.message.replace('{{from}}', from).replace('{{to}}', to);
        context.report({ node: node.source, messageId: 'crossing', data: { text } });
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'feature-boundaries': rule } };
