// For the MikroORM CLI only (creating migrations):
//   DATABASE_URL=postgres://… MIKRO_ORM_CLI_CONFIG=src/store/orm/mikro-orm.config.ts \
//     npx tsx node_modules/@mikro-orm/cli/esm migration:create
import { ormConfig } from './orm-config.ts';

export default ormConfig({ url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
