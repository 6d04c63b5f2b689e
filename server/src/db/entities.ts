import { modules } from '../modules';

/** Every TypeORM entity, derived from the module list (modules/index.ts); tables come from migrations. */
export const entities = modules.flatMap((module) => module.entities);
