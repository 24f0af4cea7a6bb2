import { isLoginRedirect } from '../../fetch/web-client.ts';
import type { WebResult } from '../../fetch/web-client.ts';
import type { ProbeSite } from './catalogue.ts';

/** `unknown` is never a hit nor a miss: blocked, challenged, redirected to sign in, timed out, or unclear. */
export type ProbeOutcome = 'found' | 'missing' | 'unknown';

export interface ProbeVerdict {
  outcome: ProbeOutcome;
  reason: string;
}

const CHALLENGE_MARKERS = [
  'cf-chl',
  'challenge-platform',
  'just a moment...',
  'attention required! | cloudflare',
  'ddos-guard',
  'g-recaptcha',
  'h-captcha',
  'hcaptcha',
  'captcha-delivery',
  'anubis_challenge',
  'please enable javascript and cookies',
];

/**
 * Classifies a probe's answer by the WhatsMyName rules: a hit needs both the `e_code` status and the `e_string`
 * text; a miss needs both `m_code` and `m_string` (an empty `m_string` asks for the status alone). Blocks, challenge
 * pages, sign-in redirects and pages showing both strings are unknown.
 */
export function classifyProbe(site: ProbeSite, result: WebResult | null): ProbeVerdict {
  if (!result) return { outcome: 'unknown', reason: 'no answer' };
  const { status, body } = result;
  const location = result.headers.get('location');
  if (status >= 300 && status <= 399 && location && isLoginRedirect(location)) {
    return { outcome: 'unknown', reason: 'sign-in redirect' };
  }
  const lower = body.slice(0, 200_000).toLowerCase();
  const challenged = CHALLENGE_MARKERS.some(
    (marker) => lower.includes(marker) && !site.e_string.toLowerCase().includes(marker),
  );
  if (challenged) return { outcome: 'unknown', reason: 'challenge page' };
  if (status === 401 || status === 403 || status === 429)
    return { outcome: 'unknown', reason: `status ${status}` };

  const hasExists = site.e_string !== '' && body.includes(site.e_string);
  const hasMissing = site.m_string !== '' && body.includes(site.m_string);
  if (hasExists && hasMissing) return { outcome: 'unknown', reason: 'both strings present' };
  if (status === site.e_code && hasExists) return { outcome: 'found', reason: 'exists signals' };
  if (status === site.m_code && (site.m_string === '' || hasMissing))
    return { outcome: 'missing', reason: 'missing signals' };
  return { outcome: 'unknown', reason: `status ${status} without matching signals` };
}
