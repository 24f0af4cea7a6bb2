import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { STAGE_NAMES } from './stage.ts';
import type { StageName } from './stage.ts';

/**
 * Synthesizes every stage (or the stages named on the command line) into cdk.out/<stage>, offline: no AWS
 * credentials, no notices, no telemetry. Other arguments go to `cdk synth`, e.g. `-c googleEnabled=true`.
 *
 *   npx tsx infra/synth-all.ts               # dev, staging, prod
 *   npx tsx infra/synth-all.ts prod          # prod only
 */
const args = process.argv.slice(2);
const isStage = (arg: string): arg is StageName => (STAGE_NAMES as readonly string[]).includes(arg);
const requested = args.filter(isStage);
const passThrough = args.filter((arg) => !isStage(arg));
const stages: readonly StageName[] = requested.length > 0 ? requested : STAGE_NAMES;

const env = { ...process.env, CDK_DISABLE_CLI_TELEMETRY: 'true' };
let failed = false;
const total = performance.now();

for (const stage of stages) {
  const started = performance.now();
  const result = spawnSync(
    'npx',
    [
      'cdk',
      'synth',
      '--quiet',
      '--no-notices',
      '-c',
      `stage=${stage}`,
      '-o',
      `cdk.out/${stage}`,
      ...passThrough,
    ],
    { stdio: 'inherit', env },
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    console.log(`synth ${stage}: ok in ${seconds} s → cdk.out/${stage}`);
  } else {
    failed = true;
    console.error(
      `synth ${stage}: FAILED (exit ${result.status ?? result.signal ?? 'unknown'}) after ${seconds} s`,
    );
  }
}

console.log(`synth: ${stages.length} stage(s) in ${((performance.now() - total) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
