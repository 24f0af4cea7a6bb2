import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { SecretId } from '../permissions.ts';
import type { StageConfig } from '../stage.ts';
import type { AppSecret } from './bind.ts';

export interface PaymentsProps {
  readonly stage: StageConfig;
}

/**
 * Stripe's secret key and webhook signing secret, one pair per stage. The stack creates both with a random
 * placeholder value (`footprint/<stage>/stripe/…`); an operator puts the real values once (docs/deploy.md), and
 * later deploys never overwrite them. Functions get the ARN, never the value, in their environment.
 */
export class Payments extends Construct {
  readonly secrets: Readonly<Record<SecretId, AppSecret>>;

  constructor(scope: Construct, id: string, props: PaymentsProps) {
    super(scope, id);
    const { stage } = props;
    const secretKey = new Secret(this, 'StripeSecretKey', {
      secretName: `footprint/${stage.name}/stripe/secret-key`,
      description: `Footprint ${stage.name}: Stripe secret API key (sk_…); placeholder until set`,
      removalPolicy: stage.statefulRemovalPolicy,
    });
    const webhookSecret = new Secret(this, 'StripeWebhookSecret', {
      secretName: `footprint/${stage.name}/stripe/webhook-secret`,
      description: `Footprint ${stage.name}: Stripe webhook signing secret (whsec_…); placeholder until set`,
      removalPolicy: stage.statefulRemovalPolicy,
    });
    this.secrets = {
      stripeSecretKey: { secret: secretKey, envVar: 'STRIPE_SECRET_KEY_ARN' },
      stripeWebhookSecret: { secret: webhookSecret, envVar: 'STRIPE_WEBHOOK_SECRET_ARN' },
    };
  }
}
