/**
 * Benchmarks run the BFF and provider code in plain Node: request log lines are warnings only
 * (LOG_LEVEL, unless set), and `server-only` is off.
 *
 * Benchmarks load the BFF and provider in plain Node, outside Next's server build. `server-only`
 * throws there (it is empty only under the react-server condition), and that condition cannot
 * be used instead: under it React has no createContext and next/navigation (imported by
 * next-auth) fails. So, as Jest's moduleNameMapper does, `server-only` resolves to its empty
 * module, for ESM imports (a resolve hook) and CommonJS requires alike.
 */
import Module, { createRequire, register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.LOG_LEVEL ??= 'warn';

const require = createRequire(import.meta.url);
const empty = path.join(path.dirname(require.resolve('server-only')), 'empty.js');

register(
  'data:text/javascript,' +
    encodeURIComponent(
      `export async function resolve(specifier, context, next) {
        if (specifier === 'server-only') return { url: ${JSON.stringify(pathToFileURL(empty).href)}, shortCircuit: true };
        return next(specifier, context);
      }`,
    ),
);

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, request === 'server-only' ? empty : request, ...rest);
};
