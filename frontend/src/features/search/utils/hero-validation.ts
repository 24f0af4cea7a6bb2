/** Words that mark a value as a social username or profile address (case-insensitive). */
const SOCIAL_MARKERS = ['@', 'instagram', 'twitter', 'facebook', 'linkedin', 'tiktok', 'snapchat', '.com'];

export const USERNAME_HINT = 'For enhanced results, include a social media username';
export const USERNAME_EXAMPLES = 'Examples: @username, instagram.com/username, x.com/username';
export const USERNAME_ERROR =
  'Please add a valid social media username (e.g., @username, instagram.com/username)';

/** Whether the hero's second field holds something that looks like a social username or profile address. */
export function isSocialUsername(value: string): boolean {
  const text = value.trim().toLowerCase();
  return text.length > 0 && SOCIAL_MARKERS.some((marker) => text.includes(marker));
}
