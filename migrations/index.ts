import * as migration_20261122_003003_initial from './20261122_003003_initial';

export const migrations = [
  {
    up: migration_20261122_003003_initial.up,
    down: migration_20261122_003003_initial.down,
    name: '20261122_003003_initial'
  },
];
