import { ownCatalogue } from '../../../../functions/lib/search/probes/catalogue.ts';
import { Rng } from '../random.ts';
import type { Population } from '../types.ts';
import { blueskyHosts } from '../hosts/bluesky.ts';
import { codebergHosts } from '../hosts/codeberg.ts';
import { devtoHosts } from '../hosts/devto.ts';
import { githubHosts } from '../hosts/github.ts';
import { gravatarHosts } from '../hosts/gravatar.ts';
import { keybaseHosts } from '../hosts/keybase.ts';
import { mastodonHosts } from '../hosts/mastodon.ts';
import { openpgpHosts } from '../hosts/openpgp.ts';
import { ProbeRoutes, blockedResponse, probeResponse, satisfiesProbe } from '../hosts/probes.ts';
import { searxHosts } from '../hosts/searx.ts';
import { avatarResponse, siteResponse } from '../hosts/sites.ts';
import { stackexchangeHosts } from '../hosts/stackexchange.ts';
import { wikidataHosts } from '../hosts/wikidata.ts';
import { AVATAR_HOSTS } from './avatars.ts';
import { html, json } from './http.ts';
import type { HostHandler, SampleRequest, SampleResponse } from './http.ts';
import { SampleIndex } from './sample-index.ts';

export interface AppOptions {
  errorRate: number;
  latencyMs: number;
  /** Share of requests never answered. */
  hangRate?: number;
}

/** The sample web without the network: a request in, a response and the delay before sending it out. */
export class SampleApp {
  readonly index: SampleIndex;
  private readonly handlers: Map<string, HostHandler>;
  private readonly probes: ProbeRoutes;
  private readonly errors: Rng;
  private readonly latency: Rng;
  private readonly options: AppOptions;

  constructor(population: Population, options: AppOptions) {
    this.index = new SampleIndex(population);
    this.options = options;
    this.errors = new Rng(`${population.seed}/errors`);
    this.latency = new Rng(`${population.seed}/latency`);
    this.probes = new ProbeRoutes(ownCatalogue);
    this.handlers = new Map(
      Object.entries({
        ...wikidataHosts(this.index),
        ...githubHosts(this.index),
        ...blueskyHosts(this.index),
        ...mastodonHosts(this.index),
        ...stackexchangeHosts(this.index),
        ...keybaseHosts(this.index),
        ...codebergHosts(this.index),
        ...devtoHosts(this.index),
        ...gravatarHosts(this.index),
        ...openpgpHosts(this.index),
        ...searxHosts(this.index),
      }),
    );
  }

  /** Hosts with their own handlers or catalogue routes (ordinary websites not included). */
  hosts(): string[] {
    return [...new Set([...this.handlers.keys(), ...this.probes.hosts(), ...AVATAR_HOSTS])].sort();
  }

  summary(): SampleResponse {
    const { population } = this.index;
    return json(200, {
      name: 'Footprint sample web',
      seed: population.seed,
      people: population.people.length,
      accounts: population.people.reduce((n, p) => n + p.accounts.length, 0),
      pages: population.pages.length,
      sites: this.index.pagesByHost.size,
      hosts: this.hosts(),
      route: 'GET|POST {url}/{host}/{path}?{query}',
    });
  }

  /** The response for a request, before any injected error. */
  route(req: SampleRequest): SampleResponse {
    const dedicated = this.handlers.get(req.host);
    const probe = this.probes.match(this.index, req);
    if (probe) {
      const blocked = blockedResponse(this.index, probe, req.host);
      if (blocked) return blocked;
    }
    let response = dedicated?.(req);
    // A catalogue rule always gets its signals: when the host's own handler answers an account URL in another
    // way, the generic probe answer wins. A success for a "missing" name means the path is something else
    // (e.g. /api/v1/users/search), so it stays.
    if (
      probe &&
      (!response ||
        (probe.which === 'check' &&
          !satisfiesProbe(probe, response) &&
          (probe.holder || response.status >= 400)))
    ) {
      response = probeResponse(probe, req.host);
    }
    if (response) return response;
    if (AVATAR_HOSTS.has(req.host) || (req.host === 'codeberg.org' && req.path.startsWith('/avatars/')))
      return avatarResponse(this.index, req);
    const site = siteResponse(this.index, req);
    if (site) return site;
    if (dedicated || this.probes.knowsHost(req.host)) {
      return html(
        404,
        '<!doctype html>\n<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1></body></html>',
      );
    }
    return json(502, { error: 'unknown host' });
  }

  /** Routes a request and applies the configured error rate and latency. */
  handle(req: SampleRequest): { response: SampleResponse; delayMs: number } {
    let response = this.route(req);
    if (
      response.kind === 'api' &&
      this.options.errorRate > 0 &&
      this.errors.next() < this.options.errorRate
    ) {
      response = this.errors.next() < 0.5 ? tooManyRequests(req.host) : unavailable();
    }
    if ((this.options.hangRate ?? 0) > 0 && this.errors.next() < (this.options.hangRate ?? 0)) {
      return { response, delayMs: Number.POSITIVE_INFINITY };
    }
    const delayMs =
      this.options.latencyMs > 0 ? Math.round(this.options.latencyMs * (0.5 + this.latency.next())) : 0;
    return { response, delayMs };
  }
}

function tooManyRequests(host: string): SampleResponse {
  const body =
    host === 'api.github.com'
      ? {
          message: 'API rate limit exceeded for 127.0.0.1.',
          documentation_url: 'https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting',
        }
      : host === 'www.wikidata.org'
        ? {
            error: {
              code: 'ratelimited',
              info: 'You have exceeded your rate limit. Please wait some time and try again.',
            },
          }
        : { error: 'RateLimitExceeded', message: 'Too Many Requests' };
  return json(429, body, { 'retry-after': '1' });
}

function unavailable(): SampleResponse {
  return json(503, { error: 'ServiceUnavailable', message: 'Service Unavailable' }, { 'retry-after': '1' });
}
