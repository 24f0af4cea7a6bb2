import { App } from 'aws-cdk-lib';
import { FootprintStack } from '../infra/footprint-stack.ts';
import { stackName, stageFromContext } from '../infra/stage.ts';

const app = new App();
const stage = stageFromContext(app.node);

new FootprintStack(app, stackName(stage.name), {
  stage,
  description: `Footprint (${stage.name}): web site, API, search pipeline, accounts`,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION ?? 'us-east-1' },
});
