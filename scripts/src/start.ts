// The SDK warns on every start that Node 20 support ends in 2027; the README states the Node requirement.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

import { join } from 'node:path';
import { demoAdmins, DEMO_PASSWORD } from './seed/demo-admins';
import { REPO_ROOT, startRuntime } from './local/runtime';

const port = Number(process.env.PORT ?? 3000);
const started = Date.now();

const runtime = await startRuntime({
  port,
  dataDir: process.env.DATA_DIR ?? join(REPO_ROOT, '.data'),
  // Lets several checkouts or parallel browser runs serve their own build.
  ...(process.env.WEB_DIST ? { webDist: process.env.WEB_DIST } : {}),
  // Fixed neighbours of PORT keep the token issuer stable, so sessions survive a restart.
  dynamoPort: Number(process.env.DYNAMODB_PORT ?? port + 1),
  cognitoPort: Number(process.env.COGNITO_PORT ?? port + 2),
  log: (line) => console.log(`• ${line}`),
}).catch((error: unknown) => {
  console.error(`Başlatılamadı: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

console.log(`
Mağaza yönetimi hazır (${((Date.now() - started) / 1000).toFixed(1)} sn): ${runtime.url}
  Yönetim paneli: ${runtime.url}/login
  Vitrin:         ${runtime.url}/
  Posta kutusu:   ${runtime.mailboxUrl}

Demo girişleri (şifre hepsinde: ${DEMO_PASSWORD}):
${demoAdmins()
  .map((a) => `  ${a.email.padEnd(34)} ${a.role}`)
  .join('\n')}

Durdurmak için Ctrl+C.`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nDurduruluyor…');
  await runtime.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
