import type { FieldNode, FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * The names of the fields a query selects under `field` of the resolver's own field (e.g. the
 * Property fields under `items` of a page), through fragments and inline fragments alike. A
 * resolver uses it to read only what is asked for.
 */
export function selectedFieldsUnder(info: GraphQLResolveInfo, field: string): Set<string> {
  const names = new Set<string>();
  const collect = (set: SelectionSetNode | undefined, visit: (node: FieldNode) => void, seen = new Set<string>()) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === 'Field') visit(selection);
      else if (selection.kind === 'InlineFragment') collect(selection.selectionSet, visit, seen);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment: FragmentDefinitionNode | undefined = info.fragments[selection.name.value];
        collect(fragment?.selectionSet, visit, seen);
      }
    }
  };
  for (const node of info.fieldNodes) {
    collect(node.selectionSet, (child) => {
      if (child.name.value === field) collect(child.selectionSet, (grandchild) => void names.add(grandchild.name.value));
    });
  }
  return names;
}
