// The process: check configuration, open and prepare the database, listen, and stop cleanly.
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, DEMO_ACCOUNT_CODES, isLoopback, loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { LOG_SERIALIZERS } from './http/log-redaction';
import { DEMO_PASSWORD, DEMO_PEOPLE } from './demo-data/users';
import { prepareDatabase } from './startup';
import { releaseStartupMemory } from './startup-memory';

function loggerOptions(config: Config): pino.LoggerOptions {
  const pretty = process.env.LOG_PRETTY === '1';
  return {
    level: config.logLevel,
    serializers: LOG_SERIALIZERS,
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const logger = pino(loggerOptions(config));
  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
      onBackgroundError: (error) => logger.warn({ err: error }, 'database connection lost; it reconnects on the next query'),
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const prepared = await prepareDatabase(database, config, (message) => logger.info(message), { prepareDemoApart: true });
  const app = await buildApp({ config, database, loggerInstance: logger });
  // What opening and seeding the database left behind (430 MB on a fresh PGlite folder).
  await releaseStartupMemory();

  // Ordered stop (issue 24): readyz answers 503 at once; after SHUTDOWN_DELAY (for balancers to
  // notice; a second signal cuts it short) the listener closes, the requests in flight finish,
  // the database closes, and the process exits. A signal during that closing exits at once.
  let stopping: 'no' | 'waiting' | 'closing' = 'no';
  let endDelay = () => {};
  const stop = async (signal: string) => {
    if (stopping === 'waiting') {
      logger.info(`${signal} again: not waiting any longer`);
      endDelay();
      return;
    }
    if (stopping === 'closing') {
      logger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = 'waiting';
    app.lifecycle.draining = true;
    if (config.shutdownDelayMs > 0) {
      logger.info(`${signal} received: readyz answers 503; still serving for ${config.shutdownDelayMs / 1000} s so that balancers stop sending`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, config.shutdownDelayMs);
        endDelay = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    stopping = 'closing';
    logger.info(
      config.shutdownDelayMs > 0
        ? 'closing: finishing requests in flight, then closing the database'
        : `${signal} received: readyz answers 503; finishing requests in flight, then closing the database`,
    );
    const force = setTimeout(() => {
      logger.error('shutdown took longer than 15 s: exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    await app.close();
    await database.close();
    logger.info('stopped cleanly');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  printBanner(config, port, database.kind, prepared.seeded?.accounts);
  if (config.demoData && !isLoopback(config.host)) logger.warn({ host: config.host }, OPEN_DEMO_WARNING);
}

const OPEN_DEMO_WARNING =
  'demo data is on and the server listens beyond this machine: anyone who can reach it may sign in as the demo Admin, whose password is published';


function printBanner(config: Config, port: number, kind: string, accounts?: { role: string; email: string; password: string }[]) {
  const lines = [
    '',
    `  ${config.brandName} is running at http://localhost:${port}  (database: ${kind})`,
    `  API documentation: http://localhost:${port}/api/docs`,
  ];
  if (config.demoData && !config.hostSet) {
    lines.push(`  Listening on ${config.host} only, as demo data is on: set HOST=0.0.0.0 to open it to the network.`);
  } else if (config.demoData && !isLoopback(config.host)) {
    lines.push(
      '',
      `  WARNING: demo data is on and HOST=${config.host} opens the app to the network. Anyone who can reach`,
      '  it may sign in as the demo Admin, whose password is published. Use DEMO_DATA=false, or change',
      '  the demo passwords first.',
    );
  }
  const roleOf = (type: string) => (type === 'User' ? 'Owner' : type);
  if (accounts?.length) {
    lines.push('', '  Demo accounts (loaded on this first start):');
    for (const a of accounts) lines.push(`    ${roleOf(a.role).padEnd(8)} ${a.email.padEnd(24)} ${a.password}`);
  } else if (config.demoData) {
    lines.push('', '  Demo accounts (from the first start; passwords as set then, unless changed since):');
    for (const p of DEMO_PEOPLE.filter((person) => person.login)) lines.push(`    ${roleOf(p.type).padEnd(8)} ${p.email.padEnd(24)} ${DEMO_PASSWORD}`);
  }
  if (config.accountCodes === DEMO_ACCOUNT_CODES) {
    const codes = Object.entries(config.accountCodes).map(([type, list]) => `${type === 'User' ? 'Owner' : type} ${list.join(', ')}`);
    lines.push('', `  Demo verification codes (set ACCOUNT_CODES to replace them): ${codes.join(' · ')}`);
  }
  lines.push('');
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error('Vitrina could not start:', error instanceof Error ? error.message : error);
  if (process.env.LOG_LEVEL === 'debug') console.error(error);
  process.exit(1);
});
