// cognito-local's own server, listening on a Unix socket instead of a TCP port: only the
// runtime's Cognito front (cognito-local.ts) reaches it, and the front decides which calls pass.
// Run with the data directory as working directory (cognito-local keeps .cognito/ there).
const { createServer } = require('node:http');
const { createRequire } = require('node:module');
const { rmSync } = require('node:fs');

const socketPath = process.env.COGNITO_LOCAL_SOCKET;
if (!socketPath) throw new Error('COGNITO_LOCAL_SOCKET is not set');
const fromCognitoLocal = createRequire(require.resolve('cognito-local/package.json'));
const { createDefaultServer } = fromCognitoLocal('./lib/server');
const pino = fromCognitoLocal('pino');

createDefaultServer(pino({ level: 'warn' })).then((server) => {
  rmSync(socketPath, { force: true });
  createServer(server.application).listen(socketPath);
});
