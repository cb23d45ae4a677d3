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
const { ConsoleMessageSender } = fromCognitoLocal('./lib/services/messageDelivery/consoleMessageSender');
const pino = fromCognitoLocal('pino');

// cognito-local "delivers" codes (sign-up, resend, forgotten password) by logging a box; this
// hands each one to the runtime instead, as one marked JSON line on stdout (cognito-local.ts
// reads it and puts the e-mail in the local mailbox).
ConsoleMessageSender.prototype.sendToConsole = function (_ctx, user, destination, message) {
  const line = { username: user.Username, destination, code: message.__code };
  process.stdout.write(`${process.env.COGNITO_LOCAL_CODE_MARKER} ${JSON.stringify(line)}\n`);
  return Promise.resolve();
};

createDefaultServer(pino({ level: 'warn' })).then((server) => {
  rmSync(socketPath, { force: true });
  createServer(server.application).listen(socketPath);
});
