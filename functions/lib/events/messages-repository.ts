import { randomUUID } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactMessage } from '../../../shared/messages/contact-message.ts';
import type { NewsletterSubscription } from '../../../shared/messages/newsletter-subscription.ts';
import { dynamo } from '../clients.ts';
import { config } from '../config.ts';

/** Contact messages are answered within days; a year covers any follow-up, then they expire. */
const CONTACT_RETENTION_DAYS = 365;

function daysFrom(now: Date, days: number): number {
  return Math.floor(now.getTime() / 1000) + days * 24 * 60 * 60;
}

/** The keys a contact message is stored under: grouped by day, unique within it. */
export function contactMessageKey(now: Date, id: string): { pk: string; sk: string } {
  return { pk: `contact#${now.toISOString().slice(0, 10)}`, sk: `${now.toISOString()}#${id}` };
}

/** The key of an address's newsletter subscription: one item per address, whatever its case. */
export function newsletterKey(email: string): { pk: string; sk: string } {
  return { pk: `newsletter#${email.toLowerCase()}`, sk: 'subscription' };
}

/** Stores a message from the contact form. */
export async function putContactMessage(message: ContactMessage, now = new Date()): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: config().EVENTS_TABLE,
      Item: {
        ...contactMessageKey(now, randomUUID()),
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
        receivedAt: now.toISOString(),
        expiresAt: daysFrom(now, CONTACT_RETENTION_DAYS),
      },
    }),
  );
}

/**
 * Subscribes an address to the newsletter. Subscribing twice keeps one item and the first subscription date,
 * so a repeated click is harmless. Subscriptions do not expire; they last until the reader unsubscribes.
 */
export async function putNewsletterSubscription(
  subscription: NewsletterSubscription,
  now = new Date(),
): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: config().EVENTS_TABLE,
      Key: newsletterKey(subscription.email),
      UpdateExpression:
        'SET email = :email, subscribedAt = if_not_exists(subscribedAt, :now), updatedAt = :now',
      ExpressionAttributeValues: { ':email': subscription.email, ':now': now.toISOString() },
    }),
  );
}
