import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as preSignUp } from '../../functions/auth/pre-sign-up.ts';
import { logicalIdOf, synthStage } from '../test-support.ts';
import type { JsonObject, Synthesized } from '../test-support.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

type Resources = Record<string, { Properties: JsonObject; DependsOn?: string[] }>;

let dev: Synthesized;
let withGoogle: Synthesized;

beforeAll(() => {
  dev = synthStage('dev');
  withGoogle = synthStage('staging', {
    context: { googleEnabled: 'true', authDomainPrefix: 'footprint-stg-example' },
  });
});

function clientOf(synth: Synthesized): JsonObject {
  const [client] = Object.values(synth.template.findResources('AWS::Cognito::UserPoolClient') as Resources);
  if (!client) throw new Error('no client');
  return client.Properties;
}

describe('user pool', () => {
  it('signs in by email, lets anyone sign up, and confirms sign-ups with the pre-sign-up function', () => {
    const { stack, template } = dev;
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      LambdaConfig: { PreSignUp: { 'Fn::GetAtt': [logicalIdOf(stack.auth.preSignUp.fn), 'Arn'] } },
      Policies: {
        PasswordPolicy: Match.objectLike({ MinimumLength: 8, RequireLowercase: true, RequireNumbers: true }),
      },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
  });

  it('has a hosted domain per stage, which context can rename', () => {
    dev.template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'footprint-dev' });
    withGoogle.template.hasResourceProperties('AWS::Cognito::UserPoolDomain', {
      Domain: 'footprint-stg-example',
    });
  });
});

describe('web client', () => {
  it('is public (no secret) and signs in with SRP and refresh tokens', () => {
    const client = clientOf(dev);
    expect(client.GenerateSecret).toBe(false);
    expect(client.ExplicitAuthFlows).toEqual(['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']);
    expect(client.PreventUserExistenceErrors).toBe('ENABLED');
    expect(client.AllowedOAuthFlows).toEqual(['code']);
  });

  it("returns from the hosted sign-in only to the stage's site (and the local dev server in dev)", () => {
    const distribution = logicalIdOf(dev.stack.web.distribution);
    const siteUrl = {
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distribution, 'DomainName'] }, '/account']],
    };
    expect(clientOf(dev).CallbackURLs).toEqual([siteUrl, 'http://localhost:5173/account']);
    expect(JSON.stringify(clientOf(withGoogle).CallbackURLs)).not.toContain('localhost');
  });

  it('offers only Cognito sign-in unless the stage enables Google', () => {
    expect(clientOf(dev).SupportedIdentityProviders).toEqual(['COGNITO']);
    dev.template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
  });
});

describe('Google sign-in', () => {
  it("reads the Google client from the stage's secret at deploy time and maps the email", () => {
    withGoogle.template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
      ProviderDetails: {
        client_id: '{{resolve:secretsmanager:footprint/staging/google-oauth:SecretString:clientId::}}',
        client_secret:
          '{{resolve:secretsmanager:footprint/staging/google-oauth:SecretString:clientSecret::}}',
        authorize_scopes: 'openid email profile',
      },
      AttributeMapping: Match.objectLike({ email: 'email', email_verified: 'email_verified' }),
    });
  });

  it('lets the web client use Google only after the provider exists', () => {
    const [providerId] = Object.keys(
      withGoogle.template.findResources('AWS::Cognito::UserPoolIdentityProvider'),
    );
    const [client] = Object.values(
      withGoogle.template.findResources('AWS::Cognito::UserPoolClient') as Resources,
    );
    expect(client?.Properties.SupportedIdentityProviders).toEqual(['COGNITO', 'Google']);
    expect(client?.DependsOn).toContain(providerId);
  });
});

describe('pre-sign-up function', () => {
  function event(triggerSource: PreSignUpTriggerEvent['triggerSource']): PreSignUpTriggerEvent {
    return {
      version: '1',
      region: 'us-east-1',
      userPoolId: 'us-east-1_example',
      userName: 'user',
      triggerSource,
      callerContext: { awsSdkVersion: '3', clientId: 'client' },
      request: { userAttributes: { email: 'ada@example.org' } },
      response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
    } as PreSignUpTriggerEvent;
  }

  it('confirms an email sign-up but leaves the email to be verified with a code', async () => {
    const result = await preSignUp(event('PreSignUp_SignUp'));
    expect(result.response).toEqual({
      autoConfirmUser: true,
      autoVerifyEmail: false,
      autoVerifyPhone: false,
    });
  });

  it('confirms a Google sign-up with its email already verified', async () => {
    const result = await preSignUp(event('PreSignUp_ExternalProvider'));
    expect(result.response).toMatchObject({ autoConfirmUser: true, autoVerifyEmail: true });
  });
});
