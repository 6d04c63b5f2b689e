import fs from 'node:fs';
import path from 'node:path';
import { printAppSchema } from '../../server/src/graphql/schema';
import { resolvers } from '../../server/src/module-list';

describe('schema.graphql', () => {
  it('is up to date with the resolver classes (run `npm run schema` after changing GraphQL types)', async () => {
    const committed = fs.readFileSync(path.join(__dirname, '../../schema.graphql'), 'utf8');
    expect(committed).toBe(await printAppSchema(resolvers));
  });
});
