import type { Context } from 'aws-lambda';

/** The invocation context Lambda passes beside the event, for functions (and Powertools) that read it. */
export function lambdaContext(
  functionName: string,
  requestId: string,
  timeoutMs: number,
  region: string,
): Context {
  const deadline = Date.now() + timeoutMs;
  const unsupported = () => {
    throw new Error('Callback-style completion is not supported: return a promise');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${region}:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}

/** 'api/start-name-search' → 'footprint-api-start-name-search'. */
export function functionNameOf(modulePath: string): string {
  return `footprint-${modulePath.replace(/[^A-Za-z0-9]+/g, '-')}`;
}
