import fs from 'node:fs';
import path from 'node:path';
import { CriticalityLevel, diff, DiffRule, type Change } from '@graphql-inspector/core';
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';
import { projectRoot } from '../paths';

/**
 * The stable-schema check (`npm run schema:check`, a step of .ci/run): schema.graphql
 * against the last released schema (docs/schema/released.graphql) with GraphQL Inspector. A
 * breaking change fails it, unless what it breaks was already @deprecated in the released schema:
 * consumers had a release to move off it. CHANGELOG.md says how a release moves the baseline.
 */
export const RELEASED_SCHEMA = path.join('docs', 'schema', 'released.graphql');
export const CURRENT_SCHEMA = 'schema.graphql';

export interface SchemaCheck {
  /** Breaking changes to something that was not deprecated: these fail the check. */
  breaking: Change[];
  /** Breaking changes to deprecated fields, and changes that may alter behaviour (new enum values…). */
  dangerous: Change[];
  safe: Change[];
}

/** Was the element at `path` (Type.field, Type.field.argument, Input.field or Enum.VALUE) deprecated in `schema`? */
function wasDeprecated(schema: GraphQLSchema, elementPath: string): boolean {
  const [typeName, member, argument] = elementPath.split('.');
  const type = schema.getType(typeName);
  if (!member) return false;
  if (isObjectType(type) || isInterfaceType(type)) {
    const field = type.getFields()[member];
    if (!field) return false;
    return field.deprecationReason != null || (argument !== undefined && field.args.find((arg) => arg.name === argument)?.deprecationReason != null);
  }
  if (isInputObjectType(type)) return type.getFields()[member]?.deprecationReason != null;
  if (isEnumType(type)) return type.getValue(member)?.deprecationReason != null;
  return false;
}

/**
 * Inspector's own rule lets deprecated fields, input fields and enum values be removed; a change
 * of a deprecated field (its type, its arguments) is let through the same way.
 */
const allowDeprecatedChanges = ({ changes, oldSchema }: { changes: Change[]; oldSchema: GraphQLSchema | null }): Change[] =>
  changes.map((change) =>
    change.criticality.level === CriticalityLevel.Breaking && change.path && oldSchema && wasDeprecated(oldSchema, change.path)
      ? { ...change, criticality: { ...change.criticality, level: CriticalityLevel.Dangerous } }
      : change,
  );

/** Compares two schemas in SDL. */
export async function checkSchema(releasedSdl: string, currentSdl: string): Promise<SchemaCheck> {
  const changes = await diff(buildSchema(releasedSdl), buildSchema(currentSdl), [DiffRule.ignoreDescriptionChanges, DiffRule.suppressRemovalOfDeprecatedField, allowDeprecatedChanges]);
  const at = (level: CriticalityLevel) => changes.filter((change) => change.criticality.level === level);
  return { breaking: at(CriticalityLevel.Breaking), dangerous: at(CriticalityLevel.Dangerous), safe: at(CriticalityLevel.NonBreaking) };
}

/** The check as people read it: one line per change, breaking ones with why they fail. */
export function formatSchemaCheck(check: SchemaCheck): string {
  const line = (mark: string, change: Change) => `  ${mark} ${change.message}${change.path ? ` (${change.path})` : ''}${change.criticality.reason ? `\n      ${change.criticality.reason}` : ''}`;
  const lines: string[] = [];
  if (check.breaking.length) {
    lines.push(`${check.breaking.length} breaking change(s) against the released schema (${RELEASED_SCHEMA}):`, ...check.breaking.map((c) => line('✖', c)));
    lines.push('', 'Keep the field and mark it @deprecated(reason: "…") in a release first; remove or change it in a later one (see CHANGELOG.md, "GraphQL schema").');
  }
  if (check.dangerous.length) lines.push(`${check.dangerous.length} change(s) to check:`, ...check.dangerous.map((c) => line('!', c)));
  if (check.safe.length) lines.push(`${check.safe.length} safe change(s):`, ...check.safe.map((c) => line('✔', c)));
  if (!lines.length) lines.push('The schema is the released one.');
  return lines.join('\n') + '\n';
}

/** `npm run schema:check [released] [current]`: exits 1 on a breaking change. */
async function main(): Promise<void> {
  const [releasedFile = RELEASED_SCHEMA, currentFile = CURRENT_SCHEMA] = process.argv.slice(2);
  const read = (file: string) => fs.readFileSync(path.resolve(projectRoot, file), 'utf8');
  const check = await checkSchema(read(releasedFile), read(currentFile));
  process.stdout.write(formatSchemaCheck(check));
  if (check.breaking.length) process.exit(1);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
