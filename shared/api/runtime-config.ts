import { z } from 'zod';

/**
 * GET /config.json: the settings a deployment gives the one front-end build. The stack writes it beside the
 * bundle; the local runtime serves the same shape (with `userPoolEndpoint` and the password flow of its
 * stand-in user pool).
 */
export const RuntimeConfigSchema = z.object({
  stage: z.string(),
  /** The API's own URL; the site also reaches it on its own origin under /api. */
  apiUrl: z.string(),
  auth: z.object({
    region: z.string(),
    userPoolId: z.string().min(1),
    userPoolClientId: z.string().min(1),
    /** The hosted sign-in domain (host name only); empty when there is none. */
    hostedDomain: z.string(),
    googleEnabled: z.boolean(),
    redirectSignIn: z.string(),
    redirectSignOut: z.string(),
    scopes: z.array(z.string()),
    /** A user pool endpoint other than AWS's (the local stand-in). */
    userPoolEndpoint: z.string().optional(),
    /** How passwords are sent: SRP on AWS; the local stand-in only knows USER_PASSWORD_AUTH. */
    authFlow: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']).default('USER_SRP_AUTH'),
  }),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
