import { Catalogue1763700000000 } from './migrations/1763700000000-catalogue';

/** Every migration, oldest first. Listed explicitly so source (tests) and compiled code agree. */
export const migrations = [Catalogue1763700000000];
