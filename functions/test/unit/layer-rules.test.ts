import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DEPCRUISE = path.join(ROOT, 'node_modules/.bin/depcruise');
const run = promisify(execFile);

/** Runs the rule checker as `npm run lint` does, on `dir` only (relative to the repository): its exit code and report. */
const check = async (dir: string): Promise<{ code: number; report: string }> => {
  try {
    const { stdout } = await run(DEPCRUISE, [dir, '--config', '.dependency-cruiser.js', '--output-type', 'err'], { cwd: ROOT });
    return { code: 0, report: stdout };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string };
    if (typeof failed.code !== 'number') throw error;
    return { code: failed.code, report: failed.stdout ?? '' };
  }
};

/** Planted modules live in a fresh folder of the domain layer; each test removes its folder, passing or not. */
let planted: string | undefined;
const plant = async (files: Record<string, string>): Promise<string> => {
  planted = await mkdtemp(path.join(ROOT, 'functions/src/domain/layer-probe-'));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(planted, name), text);
  return path.relative(ROOT, planted);
};

afterEach(async () => {
  if (planted) await rm(planted, { recursive: true, force: true });
  planted = undefined;
});

describe('the layer rules in npm run lint', () => {
  it('fail on an import cycle and name the modules in it', async () => {
    const dir = await plant({
      'first.ts': "import { second } from './second';\nexport const first = (): number => second() + 1;\n",
      'second.ts': "import { first } from './first';\nexport const second = (): number => (first.length > 0 ? 1 : 0);\n",
    });
    const { code, report } = await check(dir);
    expect(code).toBeGreaterThan(0);
    expect(report).toContain('no-circular');
    expect(report).toContain(`${dir}/first.ts`);
    expect(report).toContain(`${dir}/second.ts`);
  }, 60_000);

  it('fail when the domain imports HTTP, and pass the same folder without the import', async () => {
    const backArrow = await plant({ 'refusal.ts': "import { conflict } from '../../http/http-error';\nexport const refuse = () => conflict();\n" });
    const refused = await check(backArrow);
    expect(refused.code).toBeGreaterThan(0);
    expect(refused.report).toContain(`functions-domain-imports-transport: ${backArrow}/refusal.ts → functions/src/http/http-error.ts`);

    await rm(path.join(ROOT, backArrow), { recursive: true });
    const clean = await plant({ 'refusal.ts': "import { conflict } from '../domain-error';\nexport const refuse = () => conflict('Çakışma.');\n" });
    expect(await check(clean)).toMatchObject({ code: 0 });
  }, 60_000);
});
