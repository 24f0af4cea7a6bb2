import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { PlanSchema, type Plan } from '../../../shared/billing/checkout.ts';
import type { Caller } from '../auth/caller.ts';
import { dynamo } from '../clients.ts';
import { config } from '../config.ts';
import { logger } from '../logger.ts';

/** A user's record as stored in the users table (spec §3), plus what billing keeps about the subscription. */
export const StoredUserSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  createdAt: z.string(),
  plan: PlanSchema,
  subscriptionStatus: z.string(),
  stripeCustomerId: z.string().nullable(),
  role: z.string(),
  stripeSubscriptionId: z.string().nullable().optional(),
  currentPeriodEnd: z.string().nullable().optional(),
  cancelAtPeriodEnd: z.boolean().optional(),
});
export type StoredUser = z.infer<typeof StoredUserSchema>;

function parseUser(item: Record<string, unknown>): StoredUser {
  const parsed = StoredUserSchema.safeParse(item);
  if (!parsed.success) {
    logger.error('Stored user does not match its schema', { uid: item.uid, issues: parsed.error.issues });
    throw new Error('A stored user record is not valid');
  }
  return parsed.data;
}

/** The user's record, or undefined when they have never called the API signed in. */
export async function getUser(uid: string): Promise<StoredUser | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: config().USERS_TABLE, Key: { uid }, ConsistentRead: true }),
  );
  return Item ? parseUser(Item) : undefined;
}

/** The spec's defaults for a new account. */
export function newUser(caller: Caller, now: Date): StoredUser {
  return {
    uid: caller.userId,
    email: caller.email ?? null,
    createdAt: now.toISOString(),
    plan: 'NONE',
    subscriptionStatus: 'none',
    stripeCustomerId: null,
    role: 'user',
  };
}

/** The caller's record, created with the defaults on their first authenticated call (a conditional put). */
export async function ensureUser(caller: Caller, now = new Date()): Promise<StoredUser> {
  const existing = await getUser(caller.userId);
  if (existing) return existing;
  const user = newUser(caller, now);
  try {
    await dynamo().send(
      new PutCommand({
        TableName: config().USERS_TABLE,
        Item: user,
        ConditionExpression: 'attribute_not_exists(uid)',
      }),
    );
    logger.info('Created a user record', { uid: user.uid });
    return user;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    // Created by a concurrent first call.
    const created = await getUser(caller.userId);
    if (!created) throw error;
    return created;
  }
}

/** Records the user's payment customer unless one is already recorded; returns the one that stays. */
export async function setStripeCustomerIfAbsent(uid: string, customerId: string): Promise<string> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: config().USERS_TABLE,
        Key: { uid },
        UpdateExpression: 'SET stripeCustomerId = :customer',
        ConditionExpression:
          'attribute_exists(uid) AND (attribute_not_exists(stripeCustomerId) OR stripeCustomerId = :null)',
        ExpressionAttributeValues: { ':customer': customerId, ':null': null },
      }),
    );
    return customerId;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const user = await getUser(uid);
    if (!user?.stripeCustomerId) throw error;
    return user.stripeCustomerId;
  }
}

/** What a subscription event changes on the user's record. */
export interface SubscriptionChange {
  plan?: Plan;
  subscriptionStatus: string;
  /** The subscription now in force; null removes it. */
  stripeSubscriptionId?: string | null;
  stripeCustomerId?: string;
  currentPeriodEnd?: string | null;
  cancelAtPeriodEnd?: boolean;
}

/**
 * Applies a subscription change to an existing user. With `onlyForSubscription`, the change applies only while
 * that subscription is the user's current one (or none is recorded), so news about an old subscription never
 * overrides a newer one. Returns whether it applied.
 */
export async function applySubscriptionChange(
  uid: string,
  change: SubscriptionChange,
  onlyForSubscription?: string,
): Promise<boolean> {
  const sets: string[] = [];
  const removes: string[] = [];
  const values: Record<string, unknown> = {};
  // Every attribute goes by a placeholder name: `plan` is one of DynamoDB's reserved words.
  const names: Record<string, string> = {};
  const assign = (attribute: string, value: unknown) => {
    if (value === undefined) return;
    names[`#${attribute}`] = attribute;
    if (value === null && attribute === 'stripeSubscriptionId') {
      removes.push(`#${attribute}`);
      return;
    }
    sets.push(`#${attribute} = :${attribute}`);
    values[`:${attribute}`] = value;
  };
  assign('plan', change.plan);
  assign('subscriptionStatus', change.subscriptionStatus);
  assign('stripeSubscriptionId', change.stripeSubscriptionId);
  assign('stripeCustomerId', change.stripeCustomerId);
  assign('currentPeriodEnd', change.currentPeriodEnd);
  assign('cancelAtPeriodEnd', change.cancelAtPeriodEnd);
  let condition = 'attribute_exists(uid)';
  if (onlyForSubscription) {
    names['#current'] = 'stripeSubscriptionId';
    condition += ' AND (attribute_not_exists(#current) OR #current = :only)';
    values[':only'] = onlyForSubscription;
  }
  const expression = [
    sets.length > 0 ? `SET ${sets.join(', ')}` : '',
    removes.length > 0 ? `REMOVE ${removes.join(', ')}` : '',
  ]
    .filter((part) => part !== '')
    .join(' ');
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: config().USERS_TABLE,
        Key: { uid },
        UpdateExpression: expression,
        ConditionExpression: condition,
        ExpressionAttributeNames: names,
        ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
