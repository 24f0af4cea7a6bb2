import { z } from 'zod';

/** An email address as the sign-in and sign-up forms take it: required, trimmed, valid. */
export const EmailSchema = z
  .string()
  .trim()
  .min(1, 'Enter your email')
  .pipe(z.email('Enter a valid email address'));

/** Sign-in and sign-up (spec §5): a valid email and a password; no length rule is imposed here. */
export const CredentialsSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'Enter your password'),
});
export type Credentials = z.infer<typeof CredentialsSchema>;

/** Setting a new password with the code the reset sent. */
export const PasswordResetSchema = z.object({
  email: EmailSchema,
  code: z.string().trim().min(1, 'Enter the code from the email'),
  newPassword: z.string().min(1, 'Enter a new password'),
});
export type PasswordReset = z.infer<typeof PasswordResetSchema>;

/** The email verification code entered on /account. */
export const VerificationCodeSchema = z.string().trim().min(1, 'Enter the code from the email');

/**
 * Where to go after signing in: the `?redirect=` value when it is a same-origin relative path (one leading `/`,
 * not `//` nor `/\`), else /account. Anything that could leave the site is refused.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/account'): string {
  if (!value) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters and backslashes are refused outright: browsers strip or reinterpret them.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f || char === '\\')) {
    return fallback;
  }
  try {
    const base = 'https://same-origin.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
