import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnElement } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import type { RouteDefinition } from '../functions/routes.ts';
import { FootprintStack } from './footprint-stack.ts';
import { stackName, stageFromContext } from './stage.ts';
import type { StageName } from './stage.ts';

/** The inline script of the fixture page, whose hash the CSP must carry. */
export const FIXTURE_INLINE_SCRIPT = "document.documentElement.classList.add('js');";

let fixtureDir: string | undefined;

/** A minimal built front end: a page with one inline script and one hashed asset (made once per test file). */
export function fixtureBundle(): string {
  if (fixtureDir) return fixtureDir;
  const dir = mkdtempSync(path.join(tmpdir(), 'footprint-site-'));
  fixtureDir = dir;
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><script>${FIXTURE_INLINE_SCRIPT}</script>` +
      '<script type="module" src="/assets/index-abc123.js"></script></head><body></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("footprint");');
  return dir;
}

export interface SynthOptions {
  readonly context?: Record<string, string>;
  readonly routes?: readonly RouteDefinition[];
  /** The front-end build to deploy; a fixture bundle unless given (pass a missing folder for "no build"). */
  readonly siteBundlePath?: string;
}

export interface Synthesized {
  readonly stack: FootprintStack;
  readonly template: Template;
}

/** Synthesizes one stage the way bin/app.ts does, without bundling the functions (fast, no build needed). */
export function synthStage(stage: StageName, options: SynthOptions = {}): Synthesized {
  const app = new App({
    context: { 'aws:cdk:bundling-stacks': [], stage, ...options.context },
  });
  const stack = new FootprintStack(app, stackName(stage), {
    stage: stageFromContext(app.node),
    env: { account: '123456789012', region: 'us-east-1' },
    siteBundlePath: options.siteBundlePath ?? fixtureBundle(),
    ...(options.routes ? { routes: options.routes } : {}),
  });
  return { stack, template: Template.fromStack(stack) };
}

/** The CloudFormation logical id of a construct's underlying resource. */
export function logicalIdOf(construct: IConstruct): string {
  const child = construct.node.defaultChild;
  if (!child) throw new Error(`${construct.node.path} has no default child`);
  return Stack.of(construct).getLogicalId(child as CfnElement);
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface PolicyStatementJson {
  readonly Effect: string;
  readonly Action: string[];
  readonly Resource: Json[];
}

function asArray(value: Json | undefined): Json[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Every statement of a policy document, with Action and Resource always arrays. */
export function statementsOf(document: Json | undefined): PolicyStatementJson[] {
  if (!document || typeof document !== 'object' || Array.isArray(document)) return [];
  return asArray(document.Statement).map((raw) => {
    const statement = raw as JsonObject;
    return {
      Effect: String(statement.Effect),
      Action: asArray(statement.Action).map(String),
      Resource: asArray(statement.Resource),
    };
  });
}

/** The statements of every AWS::IAM::Policy attached to the role with this logical id. */
export function roleStatements(template: Template, roleLogicalId: string): PolicyStatementJson[] {
  const policies = template.findResources('AWS::IAM::Policy') as Record<string, { Properties: JsonObject }>;
  return Object.values(policies)
    .filter((policy) => JSON.stringify(policy.Properties.Roles ?? []).includes(`"${roleLogicalId}"`))
    .flatMap((policy) => statementsOf(policy.Properties.PolicyDocument));
}

/**
 * A string CloudFormation builds with Fn::Join, with each reference written as `{logicalId}` or
 * `{logicalId.Attribute}`, so a test can read it whole.
 */
export function joined(value: Json | undefined): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const join = value['Fn::Join'];
    if (Array.isArray(join) && Array.isArray(join[1])) return join[1].map(joined).join(String(join[0]));
    if (typeof value.Ref === 'string') return `{${value.Ref}}`;
    const getAtt = value['Fn::GetAtt'];
    if (Array.isArray(getAtt)) return `{${getAtt.map(String).join('.')}}`;
  }
  return JSON.stringify(value);
}
