import { z } from 'zod';
import { startLocalRuntime } from '../infra/local/runtime.ts';

const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);

const EnvSchema = z.object({
  PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(65535).default(3000)),
  DATA_DIR: z.preprocess(blankAsUnset, z.string().default('.data')),
  SOURCES: z.preprocess(blankAsUnset, z.enum(['sample', 'live', 'auto']).default('auto')),
});

const parsed = EnvSchema.safeParse(process.env);
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}
const env = parsed.data;

const starting = startLocalRuntime({ port: env.PORT, dataDir: env.DATA_DIR, sources: env.SOURCES });

// One Ctrl-C reaches this process more than once (from the terminal and relayed by npm and tsx), so signals
// within a moment of the first count as the same press; a later one forces the exit.
const SAME_PRESS_MS = 750;
let firstSignalAt: number | undefined;

async function stop(signal: NodeJS.Signals): Promise<void> {
  if (firstSignalAt !== undefined) {
    if (Date.now() - firstSignalAt < SAME_PRESS_MS) return;
    console.log('Forced exit. Unfinished searches are queued again at the next start.');
    process.exit(130);
  }
  firstSignalAt = Date.now();
  console.log(`\n${signal}: stopping (press Ctrl-C again to force)…`);
  try {
    const runtime = await starting;
    await runtime.close();
    console.log('Stopped.');
    process.exit(0);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

process.on('SIGINT', (signal) => void stop(signal));
process.on('SIGTERM', (signal) => void stop(signal));

starting.catch((error: unknown) => {
  console.error(`The local runtime did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
