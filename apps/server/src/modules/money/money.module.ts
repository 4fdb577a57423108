import { defineModule, referenceDataTasks } from '../../app-context.js';
import { createSealer } from '../../lib/vault-crypto.js';
import { registerMoneyRoutes } from './money.routes.js';
import { importShippedVehicleMakes } from './vehicle-makes.js';

/** Money tools (SPEC §7 Tools and vault): net worth with its standing, vehicle makes, bank linking. */
export const moneyModule = defineModule({
  name: 'money',
  register: (app, ctx) => {
    let sealer: ReturnType<typeof createSealer> | undefined;
    registerMoneyRoutes(app, {
      db: ctx.db,
      now: ctx.now,
      banking: ctx.banking,
      log: ctx.log,
      minSlice: ctx.minSlice,
      fx: ctx.fx,
      // Lazy: a generated vault key is a file in DATA_DIR, written only once a bank is linked.
      sealer: {
        seal: (plain) => (sealer ??= createSealer(ctx.config.vaultKey)).seal(plain),
        open: (sealed) => (sealer ??= createSealer(ctx.config.vaultKey)).open(sealed),
      },
    });
  },
  tasks: (ctx) =>
    referenceDataTasks(
      'money.vehicle-makes',
      'Loads the shipped vPIC vehicle makes (RESEARCH_DATA_DIR/vehicles) while none is stored, beside the first requests.',
      (db, dir, log) => importShippedVehicleMakes(db, dir, log, ctx.now()),
    )(ctx),
});
