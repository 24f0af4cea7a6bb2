import { Logger } from '@aws-lambda-powertools/logger';

/** Structured JSON logs, one logger for the back end. */
export const logger = new Logger({
  serviceName: 'footprint',
  logLevel: (process.env.LOG_LEVEL ?? 'INFO').toUpperCase() as 'INFO',
});
