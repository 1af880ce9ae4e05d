import { InitialSchema1763800000000 } from './1763800000000-InitialSchema';

/** Every migration, in order. `npm run migration:generate -- Name` prints the line to add here. */
export const MIGRATIONS = [InitialSchema1763800000000];
