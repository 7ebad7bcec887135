/** `node --conditions=@rtm/source --import ./scripts/testing/ts-source.mjs service/src/main.ts`: see ts-source-hooks.mjs. */
import { register } from 'node:module';

register('./ts-source-hooks.mjs', import.meta.url);
