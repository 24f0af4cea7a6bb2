import { Duration, SecretValue, Stack } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  OAuthScope,
  ProviderAttribute,
  StandardThreatProtectionMode,
  UserPool,
  UserPoolClientIdentityProvider,
  UserPoolIdentityProviderGoogle,
  UserPoolOperation,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import type { UserPoolClient, UserPoolDomain } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { googleSecretName, hostedAuthDomain } from '../stage.ts';
import type { StageConfig } from '../stage.ts';
import { AppFunction } from './app-function.ts';
import { bindDeclaredAccess } from './bind.ts';
import type { Bindable } from './bind.ts';

export const PRE_SIGN_UP_HANDLER = 'auth/pre-sign-up';

export interface AuthProps {
  readonly stage: StageConfig;
  /** The site's origin, `https://…`, where the hosted sign-in returns. */
  readonly siteUrl: string;
  readonly resources: Bindable;
}

/**
 * Accounts: a Cognito user pool signing in by email, open sign-up auto-confirmed by a pre-sign-up function (the
 * verification code follows), a public web client (SRP + refresh, no secret), the hosted domain, and Google as an
 * identity provider when the stage enables it.
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  readonly domain: UserPoolDomain;
  /** The hosted domain's host name, `<prefix>.auth.<region>.amazoncognito.com`. */
  readonly hostedDomain: string;
  readonly googleEnabled: boolean;
  readonly redirectSignIn: string;
  readonly redirectSignOut: string;
  readonly oauthScopes: readonly string[];
  readonly preSignUp: AppFunction;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const { stage, siteUrl } = props;
    this.googleEnabled = stage.googleEnabled;

    this.preSignUp = new AppFunction(this, 'PreSignUp', {
      stage,
      handler: PRE_SIGN_UP_HANDLER,
      timeout: Duration.seconds(5),
      memorySize: 256,
      description: `Footprint ${stage.name}: confirms new accounts at sign-up`,
    });
    bindDeclaredAccess(this.preSignUp, props.resources);

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `footprint-${stage.name}`,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: 'Your Footprint verification code',
        emailBody: 'Your Footprint verification code is {####}',
      },
      featurePlan: stage.threatProtection ? FeaturePlan.PLUS : FeaturePlan.ESSENTIALS,
      ...(stage.threatProtection
        ? { standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION }
        : {}),
      deletionProtection: stage.isProd,
      removalPolicy: stage.statefulRemovalPolicy,
    });
    this.userPool.addTrigger(UserPoolOperation.PRE_SIGN_UP, this.preSignUp.fn);

    this.domain = this.userPool.addDomain('HostedDomain', {
      cognitoDomain: { domainPrefix: stage.authDomainPrefix },
    });
    this.hostedDomain = hostedAuthDomain(stage.authDomainPrefix, Stack.of(this).region);

    const providers = [UserPoolClientIdentityProvider.COGNITO];
    let google: UserPoolIdentityProviderGoogle | undefined;
    if (stage.googleEnabled) {
      // Resolved by CloudFormation at deploy time; the values never appear in the template.
      const secretName = googleSecretName(stage.name);
      google = new UserPoolIdentityProviderGoogle(this, 'Google', {
        userPool: this.userPool,
        clientId: SecretValue.secretsManager(secretName, { jsonField: 'clientId' }).unsafeUnwrap(),
        clientSecretValue: SecretValue.secretsManager(secretName, { jsonField: 'clientSecret' }),
        scopes: ['openid', 'email', 'profile'],
        attributeMapping: {
          email: ProviderAttribute.GOOGLE_EMAIL,
          emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
          givenName: ProviderAttribute.GOOGLE_GIVEN_NAME,
          familyName: ProviderAttribute.GOOGLE_FAMILY_NAME,
        },
      });
      providers.push(UserPoolClientIdentityProvider.GOOGLE);
    }

    const origins = [siteUrl, ...stage.extraBrowserOrigins];
    this.redirectSignIn = `${siteUrl}/account`;
    this.redirectSignOut = `${siteUrl}/`;
    this.oauthScopes = ['openid', 'email', 'profile'];
    this.client = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userSrp: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      supportedIdentityProviders: providers,
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
        callbackUrls: origins.map((origin) => `${origin}/account`),
        logoutUrls: origins.map((origin) => `${origin}/`),
      },
    });
    // The client may only name Google once the provider exists.
    if (google) this.client.node.addDependency(google);
  }
}
